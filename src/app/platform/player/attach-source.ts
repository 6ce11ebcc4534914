import { api } from '@app/platform/api';
import { tokens } from '@app/platform/session';
import { plainSourceFailure, playbackFailure, type PlaybackFailure } from './playback-failure';

const HLS_TYPES = ['application/vnd.apple.mpegurl', 'application/x-mpegurl'];

export const isHls = (url: string, mimeType: string) =>
  HLS_TYPES.includes(mimeType.toLowerCase()) || /\.m3u8(\?|$)/i.test(url);

/**
 * The viewer's token on every HLS request: the service worker keeps a signed-in person's played files in
 * their own cache by it (offline resume), which a native player's requests, carrying none, cannot reach.
 */
function authHeader(): string | undefined {
  const token = tokens.getUser('site')?.accessToken;
  return token ? `Bearer ${token}` : undefined;
}

export interface AttachedSource {
  /** The renditions hls.js found (empty for native playback), tallest first. */
  levels: { index: number; height: number; bitrate: number }[];
  setLevel(index: number): void;
  destroy(): void;
}

const none: AttachedSource = { levels: [], setLevel: () => undefined, destroy: () => undefined };

/**
 * Until the first play a player buffers about one segment, like `preload="metadata"`: enough for the
 * duration, the resume point and a frame, where hls.js would otherwise fetch 30 s ahead for every video on
 * the page (a content page with additional videos downloaded megabytes nobody had asked to watch).
 */
const BUFFER_BEFORE_PLAY_SECONDS = 1;

/**
 * Plays `url` in `video`. HLS goes through hls.js's light build (its own lazy chunk, 117 KB gz where the full
 * build is 183): the pipeline makes one muxed audio track per rendition and captions come as the creator's
 * `<track>`s, so the alternate audio, in-stream subtitles, DRM and CMCD the light build leaves out are never
 * needed. HLS goes through hls.js wherever Media Source
 * Extensions exist, because only its requests carry the token the worker's per-user cache is keyed by;
 * browsers without MSE (older iPhones) play HLS natively, which works online because the URL carries
 * its own signed grant. Anything else is a plain source.
 */
export async function attachSource(
  video: HTMLVideoElement,
  url: string,
  mimeType: string,
  onFatal: (failure: PlaybackFailure) => void,
): Promise<AttachedSource> {
  const plain = (): AttachedSource => {
    const failed = () => onFatal(plainSourceFailure());
    video.addEventListener('error', failed);
    video.src = url;
    return {
      ...none,
      destroy: () => {
        video.removeEventListener('error', failed);
        video.removeAttribute('src');
      },
    };
  };
  if (!isHls(url, mimeType)) return plain();
  const { default: Hls } = await import('hls.js/light');
  if (!Hls.isSupported()) return plain();
  const hls = new Hls({
    // The pipeline makes fragmented MP4, which needs no transmuxing: no worker script to fetch before the
    // first frame (an older MPEG-TS upload is transmuxed on the page instead).
    enableWorker: false,
    maxMaxBufferLength: BUFFER_BEFORE_PLAY_SECONDS,
    xhrSetup: (xhr) => {
      const header = authHeader();
      if (header) xhr.setRequestHeader('Authorization', header);
    },
    fetchSetup: (context, init: RequestInit) => {
      const headers = new Headers(init.headers);
      const header = authHeader();
      if (header) headers.set('Authorization', header);
      return new Request(context.url, { ...init, headers });
    },
  });
  const bufferAhead = () => {
    hls.config.maxMaxBufferLength = Hls.DefaultConfig.maxMaxBufferLength;
  };
  if (video.paused) video.addEventListener('play', bufferAhead, { once: true });
  else bufferAhead();
  let refreshed = false;
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (!data.fatal) return;
    const status = data.response?.code;
    // An access token that expired mid-video: renew it once through the API client, then carry on.
    if (data.type === Hls.ErrorTypes.NETWORK_ERROR && status === 401 && !refreshed && tokens.getUser('site')) {
      refreshed = true;
      void api.refresh('site').then(
        () => hls.startLoad(),
        () => onFatal('network'),
      );
      return;
    }
    if (data.type === Hls.ErrorTypes.MEDIA_ERROR) {
      hls.recoverMediaError();
      return;
    }
    onFatal(playbackFailure(status));
  });
  hls.loadSource(url);
  hls.attachMedia(video);
  const levels = await new Promise<AttachedSource['levels']>((resolve) => {
    hls.once(Hls.Events.MANIFEST_PARSED, (_e, data) =>
      resolve(
        data.levels
          .map((level, index) => ({ index, height: level.height, bitrate: level.bitrate }))
          .sort((a, b) => b.height - a.height),
      ),
    );
    hls.once(Hls.Events.ERROR, (_e, data) => data.fatal && resolve([]));
  });
  return {
    levels,
    setLevel: (index) => {
      hls.currentLevel = index;
    },
    destroy: () => {
      video.removeEventListener('play', bufferAhead);
      hls.destroy();
    },
  };
}
