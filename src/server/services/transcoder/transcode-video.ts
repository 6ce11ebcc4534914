import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { runProcess } from './run-process';

/** The two HLS renditions (height, video bitrate); ARCHITECTURE §7's proven single-run command. */
export const RENDITIONS = [
  { name: '720p', height: 720, videoKbps: 2800, audioKbps: 128 },
  { name: '360p', height: 360, videoKbps: 800, audioKbps: 96 },
] as const;

const SEGMENT_SECONDS = 4;
export const TEASER_SECONDS = 10;

export interface ProbeResult {
  durationSeconds: number;
  hasAudio: boolean;
  width: number;
  height: number;
}

export interface TranscodeResult {
  durationSeconds: number;
  /** Paths relative to the output folder. */
  master: string;
  playlists: Record<string, string>;
  poster: string;
  thumbnail: string;
  teaser: string | null;
}

interface ProbeJson {
  format?: { duration?: string };
  streams?: { codec_type?: string; width?: number; height?: number }[];
}

/** What the file holds; throws when it is not a video ffprobe can read (a corrupt upload). */
export async function probeVideo(input: string): Promise<ProbeResult> {
  const out = await runProcess('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'format=duration:stream=codec_type,width,height',
    '-of',
    'json',
    input,
  ]);
  const json = JSON.parse(out) as ProbeJson;
  const video = json.streams?.find((s) => s.codec_type === 'video');
  const durationSeconds = Number(json.format?.duration ?? NaN);
  if (!video?.width || !video.height || !Number.isFinite(durationSeconds) || durationSeconds <= 0) {
    throw new Error('The file holds no playable video.');
  }
  return {
    durationSeconds,
    hasAudio: Boolean(json.streams?.some((s) => s.codec_type === 'audio')),
    width: video.width,
    height: video.height,
  };
}

/** `-2` keeps the aspect ratio with an even width, as H.264 needs. */
const scaleTo = (height: number) => `scale=-2:${height}:flags=bicubic,format=yuv420p`;

/** The single ffmpeg run that makes every rendition (split once, encode twice, segment on shared key frames); run in the output folder. */
export function hlsArgs(input: string, info: ProbeResult): string[] {
  const split = `[0:v]split=${RENDITIONS.length}${RENDITIONS.map((_, i) => `[s${i}]`).join('')}`;
  const scales = RENDITIONS.map((r, i) => `[s${i}]${scaleTo(r.height)}[v${i}]`);
  const args: string[] = ['-hide_banner', '-loglevel', 'error', '-y', '-i', input];
  args.push('-filter_complex', [split, ...scales].join(';'));
  RENDITIONS.forEach((r, i) => {
    args.push('-map', `[v${i}]`, `-c:v:${i}`, 'libx264', `-b:v:${i}`, `${r.videoKbps}k`);
    args.push(`-maxrate:v:${i}`, `${Math.round(r.videoKbps * 1.07)}k`, `-bufsize:v:${i}`, `${r.videoKbps * 1.5}k`);
  });
  if (info.hasAudio) {
    RENDITIONS.forEach((r, i) =>
      args.push('-map', 'a:0', `-c:a:${i}`, 'aac', `-b:a:${i}`, `${r.audioKbps}k`, '-ac', '2'),
    );
  }
  args.push('-preset', 'veryfast', '-profile:v', 'main', '-sc_threshold', '0');
  args.push('-force_key_frames', `expr:gte(t,n_forced*${SEGMENT_SECONDS})`);
  args.push('-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod');
  // Fragmented MP4 (CMAF) rather than MPEG-TS: Media Source plays it as it is, so the player needs no
  // transmuxer (no worker script to download before the first frame), and Safari plays it natively.
  args.push('-hls_segment_type', 'fmp4');
  args.push('-hls_segment_filename', '%v/seg%03d.m4s', '-master_pl_name', 'master.m3u8');
  args.push(
    '-var_stream_map',
    RENDITIONS.map((r, i) => (info.hasAudio ? `v:${i},a:${i},name:${r.name}` : `v:${i},name:${r.name}`)).join(' '),
  );
  args.push('%v/index.m3u8');
  return args;
}

/** The second, short run: the poster, the 100×100 thumbnail and, when asked, a ~10 s teaser clip. */
export function stillArgs(input: string, info: ProbeResult, teaser: boolean): string[] {
  const at = Math.min(1, info.durationSeconds / 2).toFixed(2);
  const args = [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-ss',
    at,
    '-i',
    input,
    '-filter_complex',
    '[0:v]split=2[a][b];[a]scale=-2:720[p];[b]scale=100:100:force_original_aspect_ratio=increase,crop=100:100[t]',
    '-map',
    '[p]',
    '-frames:v',
    '1',
    '-q:v',
    '3',
    'poster.jpg',
    '-map',
    '[t]',
    '-frames:v',
    '1',
    '-q:v',
    '4',
    'thumb.jpg',
  ];
  if (teaser) {
    args.push('-map', '0:v:0', ...(info.hasAudio ? ['-map', '0:a:0', '-c:a', 'aac', '-b:a', '96k'] : []));
    args.push('-t', String(TEASER_SECONDS), '-vf', scaleTo(720), '-c:v', 'libx264', '-preset', 'veryfast');
    args.push('-crf', '26', '-movflags', '+faststart', 'teaser.mp4');
  }
  return args;
}

export async function prepareOutput(outDir: string): Promise<void> {
  for (const r of RENDITIONS) await mkdir(path.join(outDir, r.name), { recursive: true });
}

/** Probe, then the rendition run and the stills run, all in `outDir`. */
export async function transcodeVideo(
  input: string,
  outDir: string,
  { teaser = true }: { teaser?: boolean } = {},
): Promise<TranscodeResult> {
  const info = await probeVideo(input);
  await prepareOutput(outDir);
  await runProcess('ffmpeg', hlsArgs(input, info), { cwd: outDir });
  await runProcess('ffmpeg', stillArgs(input, info, teaser), { cwd: outDir });
  return {
    durationSeconds: info.durationSeconds,
    master: 'master.m3u8',
    playlists: Object.fromEntries(RENDITIONS.map((r) => [r.name, `${r.name}/index.m3u8`])),
    poster: 'poster.jpg',
    thumbnail: 'thumb.jpg',
    teaser: teaser ? 'teaser.mp4' : null,
  };
}

/** A test clip (colour bars and a tone), for tests, the demo and the bench. */
export async function makeTestClip(
  file: string,
  { seconds = 5, height = 720, audio = true }: { seconds?: number; height?: number; audio?: boolean } = {},
): Promise<void> {
  const width = Math.round((height * 16) / 9 / 2) * 2;
  await runProcess('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc=size=${width}x${height}:rate=30:duration=${seconds}`,
    ...(audio ? ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`] : []),
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    ...(audio ? ['-c:a', 'aac'] : []),
    '-shortest',
    '-movflags',
    '+faststart',
    file,
  ]);
}
