import { runProcess } from './run-process';

let found: Promise<boolean> | null = null;

/** Whether ffmpeg and ffprobe can be run; asked once per process. */
export function ffmpegAvailable(): Promise<boolean> {
  found ??= Promise.all([runProcess('ffmpeg', ['-version']), runProcess('ffprobe', ['-version'])]).then(
    () => true,
    () => false,
  );
  return found;
}

export const FFMPEG_MISSING_NOTICE =
  'ffmpeg was not found: uploaded videos stay queued (status 0) until it is installed (apt-get install ffmpeg).';
