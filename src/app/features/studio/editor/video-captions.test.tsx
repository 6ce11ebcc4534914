import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StudioMedia } from '@shared/schemas/content-editor';
import { renderUi } from '@app/ui/test-utils';
import { VideoCaptions } from './video-captions';

const del = vi.fn();
vi.mock('@app/platform/api', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  api: { delete: (...args: unknown[]) => del(...args) },
}));
vi.mock('@app/ui/toaster', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const video: StudioMedia = {
  id: 31,
  role: 'video',
  position: 0,
  status: 1,
  error: null,
  error_code: null,
  mime_type: 'application/vnd.apple.mpegurl',
  image: null,
  duration_seconds: 60,
  captions: [
    { language: 'en', label: 'English', file_id: 40 },
    { language: 'ja', label: '日本語', file_id: 41 },
  ],
};

function show(media = video) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderUi(
    <QueryClientProvider client={queryClient}>
      <VideoCaptions contentId={7} video={media} name="Main video" />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByText(/^Captions:/));
}

beforeEach(() => {
  del.mockReset().mockResolvedValue({ data: [] });
});

describe('VideoCaptions', () => {
  it('lists the tracks in their own language and removes one by its language', async () => {
    show();
    expect(screen.getByText('Captions: 2 languages')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Captions of Main video' });
    expect(list.querySelector('[lang="ja"]')?.textContent).toBe('日本語');
    fireEvent.click(screen.getByRole('button', { name: 'Remove the Japanese captions of Main video' }));
    await waitFor(() => expect(del).toHaveBeenCalledWith('/api/content/7/videos/31/captions/ja'));
  });

  it('offers the file chooser only with a valid label, and says a file replaces the current one', () => {
    show();
    // The editor's language (English) is chosen first, and it already has a track.
    expect(screen.getByText('A new file replaces the current English captions.')).toBeTruthy();
    const label = screen.getByRole('textbox', { name: /Label shown in the player/ });
    expect((label as HTMLInputElement).value).toBe('English');
    const choose = screen.getByRole('button', { name: 'Choose a file: Caption file for Main video' });
    expect((choose as HTMLButtonElement).disabled).toBe(false);
    fireEvent.change(label, { target: { value: '  ' } });
    expect(screen.getByText('The label must be 1 to 60 characters.')).toBeTruthy();
    expect((choose as HTMLButtonElement).disabled).toBe(true);
  });

  it('says when a video has no captions yet', () => {
    show({ ...video, captions: [] });
    expect(screen.getByText('Captions: none yet')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
