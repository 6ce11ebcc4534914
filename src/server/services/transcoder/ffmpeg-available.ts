import { runProcess } from './run-process';

/**
 * A check whether ffmpeg and ffprobe can be run. A "yes" is kept for the life of the process; a "no" is
 * not: each later call (work arriving) looks again, so ffmpeg installed while the server runs is used.
 */
export function ffmpegCheck(): () => Promise<boolean> {
  let found = false;
  let looking: Promise<boolean> | null = null;
  return () => {
    if (found) return Promise.resolve(true);
    looking ??= Promise.all([runProcess('ffmpeg', ['-version']), runProcess('ffprobe', ['-version'])])
      .then(
        () => (found = true),
        () => false,
      )
      .finally(() => (looking = null));
    return looking;
  };
}

export const ffmpegAvailable = ffmpegCheck();

export const FFMPEG_MISSING_NOTICE =
  'ffmpeg was not found: uploaded videos stay queued (status 0) and are processed within a minute of it being installed (apt-get install ffmpeg).';
