import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '@app/ui/test-utils';
import { attachSource } from './attach-source';
import { VideoPlayer } from './video-player';

vi.mock('./attach-source', () => ({
  attachSource: vi.fn(() => Promise.resolve({ levels: [], setLevel: () => undefined, destroy: () => undefined })),
}));
vi.mock('./resume/use-resume', () => ({ useResume: () => undefined }));
vi.mock('./practice/use-practice', () => ({
  usePractice: () => ({ settings: { mirrored: false }, update: () => undefined }),
}));

/** Records what the player observes and lets a test scroll it into view. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe() {}
  disconnect() {}
  scrollIntoView() {
    this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

const media = { id: 7, url: '/media/v/7/master.m3u8?sig=x', mimeType: 'application/x-mpegURL', poster: '/p.webp' };
const video = () => screen.getByTestId('video-player').querySelector('video')!;

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  // jsdom's media elements have no text track list to listen on.
  vi.spyOn(HTMLMediaElement.prototype, 'textTracks', 'get').mockReturnValue(
    Object.assign(new EventTarget(), { length: 0 }) as unknown as TextTrackList,
  );
  // jsdom has no media playback: play() only announces itself, as a browser does before the source loads.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
});
afterEach(() => {
  vi.mocked(attachSource).mockClear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('VideoPlayer start', () => {
  it('shows the poster and controls without loading the stream until play', async () => {
    renderUi(<VideoPlayer media={media} title="Full video: Salsa" />);
    expect(video().getAttribute('poster')).toBe('/p.webp');
    expect(screen.getByRole('button', { name: 'Play' })).toBeVisible();
    await act(() => Promise.resolve());
    expect(attachSource).not.toHaveBeenCalled();
    expect(video().getAttribute('src')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    await vi.waitFor(() =>
      expect(attachSource).toHaveBeenCalledWith(video(), media.url, media.mimeType, expect.any(Function)),
    );
  });

  it('loads the stream when the video is played by other means (a key, the browser)', async () => {
    renderUi(<VideoPlayer media={media} title="Full video: Salsa" />);
    fireEvent(video(), new Event('play'));
    await vi.waitFor(() => expect(attachSource).toHaveBeenCalledTimes(1));
  });

  it('loads at once when asked to play on its own (the next video of a playlist)', async () => {
    renderUi(<VideoPlayer media={media} title="Full video: Salsa" autoPlay />);
    await vi.waitFor(() => expect(attachSource).toHaveBeenCalledTimes(1));
  });

  it('prepared when visible, loads once it scrolls into view and not before', async () => {
    renderUi(<VideoPlayer media={media} title="Full video: Salsa" prepareWhenVisible />);
    await act(() => Promise.resolve());
    expect(attachSource).not.toHaveBeenCalled();
    act(() => FakeIntersectionObserver.instances.forEach((o) => o.scrollIntoView()));
    await vi.waitFor(() => expect(attachSource).toHaveBeenCalledTimes(1));
  });
});
