// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { attachSource } from './attach-source';

type Handler = (event: string, data: unknown) => void;

/** Stands in for hls.js: records its configuration and announces the manifest once media is attached. */
class FakeHls {
  static DefaultConfig = { maxMaxBufferLength: 600 };
  static Events = { ERROR: 'hlsError', MANIFEST_PARSED: 'hlsManifestParsed' };
  static ErrorTypes = { NETWORK_ERROR: 'networkError', MEDIA_ERROR: 'mediaError' };
  static isSupported = () => true;
  static instances: FakeHls[] = [];
  config: Record<string, unknown>;
  destroyed = false;
  private handlers: { event: string; handler: Handler }[] = [];

  constructor(config: Record<string, unknown>) {
    this.config = { ...FakeHls.DefaultConfig, ...config };
    FakeHls.instances.push(this);
  }
  on(event: string, handler: Handler) {
    this.handlers.push({ event, handler });
  }
  once(event: string, handler: Handler) {
    this.handlers.push({ event, handler });
  }
  loadSource() {}
  attachMedia() {
    queueMicrotask(() =>
      this.handlers
        .filter((h) => h.event === FakeHls.Events.MANIFEST_PARSED)
        .forEach((h) => h.handler(h.event, { levels: [{ height: 720, bitrate: 2_000_000 }] })),
    );
  }
  destroy() {
    this.destroyed = true;
  }
  /** hls.js announcing a fatal error, as when the manifest cannot be fetched. */
  fail(data: Record<string, unknown>) {
    this.handlers
      .filter((h) => h.event === FakeHls.Events.ERROR)
      .forEach((h) => h.handler(h.event, { fatal: true, type: FakeHls.ErrorTypes.NETWORK_ERROR, ...data }));
  }
}

vi.mock('hls.js/light', () => ({ default: FakeHls }));

const stream = '/media/v/1/master.m3u8?sig=x';
const lastHls = () => FakeHls.instances[FakeHls.instances.length - 1]!;

afterEach(() => {
  FakeHls.instances = [];
  vi.restoreAllMocks();
});

describe('attachSource with hls.js', () => {
  it('buffers about one segment until the first play, then as far ahead as hls.js would', async () => {
    const video = document.createElement('video');
    const source = await attachSource(video, stream, 'application/x-mpegURL', () => undefined);
    expect(source.levels).toEqual([{ index: 0, height: 720, bitrate: 2_000_000 }]);
    expect(lastHls().config.maxMaxBufferLength).toBe(1);

    video.dispatchEvent(new Event('play'));
    expect(lastHls().config.maxMaxBufferLength).toBe(600);
  });

  it('buffers ahead at once when the video is already playing (a playlist moving on)', async () => {
    const video = document.createElement('video');
    Object.defineProperty(video, 'paused', { value: false });
    await attachSource(video, stream, 'application/x-mpegURL', () => undefined);
    expect(lastHls().config.maxMaxBufferLength).toBe(600);
  });

  it('fetches no worker script: fragmented MP4 needs no transmuxing', async () => {
    await attachSource(document.createElement('video'), stream, 'application/x-mpegURL', () => undefined);
    expect(lastHls().config).toMatchObject({ enableWorker: false });
    expect(lastHls().config.workerPath).toBeUndefined();
  });

  it('a destroyed source leaves the video alone', async () => {
    const video = document.createElement('video');
    const source = await attachSource(video, stream, 'application/x-mpegURL', () => undefined);
    source.destroy();
    expect(lastHls().destroyed).toBe(true);
    video.dispatchEvent(new Event('play'));
    expect(lastHls().config.maxMaxBufferLength).toBe(1);
  });

  it('plays anything that is not HLS as a plain source, without hls.js', async () => {
    const video = document.createElement('video');
    await attachSource(video, '/media/v/1/teaser.mp4', 'video/mp4', () => undefined);
    expect(video.getAttribute('src')).toBe('/media/v/1/teaser.mp4');
    expect(FakeHls.instances).toEqual([]);
  });
});

describe('why a video cannot play', () => {
  const offline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

  it('a missing file (404 on the manifest) is unavailable, not a connection problem', async () => {
    const onFatal = vi.fn();
    await attachSource(document.createElement('video'), stream, 'application/x-mpegURL', onFatal);
    lastHls().fail({ details: 'manifestLoadError', response: { code: 404 } });
    expect(onFatal).toHaveBeenCalledWith('unavailable');
  });

  it('a request that got no answer while offline is the connection', async () => {
    offline();
    const onFatal = vi.fn();
    await attachSource(document.createElement('video'), stream, 'application/x-mpegURL', onFatal);
    lastHls().fail({ details: 'manifestLoadError', response: { code: 0 } });
    expect(onFatal).toHaveBeenCalledWith('network');
  });

  it('a plain file the browser cannot load is unavailable online and the connection offline', async () => {
    const onFatal = vi.fn();
    const video = document.createElement('video');
    await attachSource(video, '/media/v/1/missing.mp4', 'video/mp4', onFatal);
    video.dispatchEvent(new Event('error'));
    expect(onFatal).toHaveBeenLastCalledWith('unavailable');
    offline();
    video.dispatchEvent(new Event('error'));
    expect(onFatal).toHaveBeenLastCalledWith('network');
  });
});
