import { get, set } from 'idb-keyval';
import * as v from 'valibot';
import { practiceDb } from '@app/platform/storage';

/** Practice speeds: a quarter to normal, kept at the same pitch (preservesPitch). */
export const PRACTICE_SPEEDS = [0.25, 0.5, 0.75, 1] as const;
/** One frame at 25 fps, the pipeline's rate; browsers expose no frame rate, so this is the step. */
export const FRAME_SECONDS = 1 / 25;
/** The shortest loop worth playing. */
export const MIN_LOOP_SECONDS = 0.5;

export interface PracticeSettings {
  mirrored: boolean;
  speed: number;
  loopStart: number | null;
  loopEnd: number | null;
}

export const defaultPracticeSettings: PracticeSettings = { mirrored: false, speed: 1, loopStart: null, loopEnd: null };

const stored = v.object({
  mirrored: v.boolean(),
  speed: v.number(),
  loopStart: v.nullable(v.number()),
  loopEnd: v.nullable(v.number()),
});

/** The nearest allowed speed, so a stored or typed value never leaves 0.25–1. */
export function clampSpeed(speed: number): number {
  if (!Number.isFinite(speed)) return 1;
  return PRACTICE_SPEEDS.reduce((best, s) => (Math.abs(s - speed) < Math.abs(best - speed) ? s : best), 1);
}

/** Sets mark A or B; a mark that would make an empty or reversed loop clears B rather than keep a broken loop. */
export function setMark(settings: PracticeSettings, mark: 'A' | 'B', at: number): PracticeSettings {
  if (mark === 'A') {
    const end = settings.loopEnd !== null && settings.loopEnd - at >= MIN_LOOP_SECONDS ? settings.loopEnd : null;
    return { ...settings, loopStart: at, loopEnd: end };
  }
  // B without A loops from the start.
  const start = settings.loopStart ?? 0;
  return at - start >= MIN_LOOP_SECONDS
    ? { ...settings, loopStart: start, loopEnd: at }
    : { ...settings, loopEnd: null };
}

/** Where playback goes next in an A–B loop: back to A once B is reached, else nowhere. */
export function loopTarget(settings: PracticeSettings, current: number): number | null {
  const { loopStart, loopEnd } = settings;
  if (loopStart === null || loopEnd === null) return null;
  return current >= loopEnd || current < loopStart - 0.25 ? loopStart : null;
}

/** One frame forward or back, kept inside the video. */
export function stepFrame(current: number, duration: number, direction: 1 | -1): number {
  const next = current + direction * FRAME_SECONDS;
  return Math.min(Math.max(0, next), Number.isFinite(duration) ? duration : next);
}

export async function loadPracticeSettings(mediaId: number): Promise<PracticeSettings> {
  const parsed = v.safeParse(stored, await get(String(mediaId), practiceDb));
  if (!parsed.success) return defaultPracticeSettings;
  return { ...parsed.output, speed: clampSpeed(parsed.output.speed) };
}

export async function savePracticeSettings(mediaId: number, settings: PracticeSettings): Promise<void> {
  await set(String(mediaId), { ...settings, speed: clampSpeed(settings.speed) }, practiceDb);
}
