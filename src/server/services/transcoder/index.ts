export { ffmpegAvailable, FFMPEG_MISSING_NOTICE } from './ffmpeg-available';
export {
  hlsArgs,
  makeTestClip,
  prepareOutput,
  probeVideo,
  stillArgs,
  transcodeVideo,
  RENDITIONS,
  TEASER_SECONDS,
  type ProbeResult,
  type TranscodeResult,
} from './transcode-video';
export { ProcessFailed, runProcess, stopAllProcesses } from './run-process';
