import { describe, expect, it } from 'vitest';
import {
  clampSpeed,
  defaultPracticeSettings,
  FRAME_SECONDS,
  loadPracticeSettings,
  loopTarget,
  savePracticeSettings,
  setMark,
  stepFrame,
} from './practice-settings';

describe('practice settings', () => {
  it('keeps the speed between a quarter and normal', () => {
    expect(clampSpeed(0.1)).toBe(0.25);
    expect(clampSpeed(0.6)).toBe(0.5);
    expect(clampSpeed(2)).toBe(1);
    expect(clampSpeed(Number.NaN)).toBe(1);
  });

  it('sets an A–B loop and refuses an empty or reversed one', () => {
    const a = setMark(defaultPracticeSettings, 'A', 10);
    expect(a).toMatchObject({ loopStart: 10, loopEnd: null });
    const ab = setMark(a, 'B', 14);
    expect(ab).toMatchObject({ loopStart: 10, loopEnd: 14 });
    expect(setMark(ab, 'B', 9)).toMatchObject({ loopStart: 10, loopEnd: null });
    // Moving A past B drops B.
    expect(setMark(ab, 'A', 13.8)).toMatchObject({ loopStart: 13.8, loopEnd: null });
    // B alone loops from the start.
    expect(setMark(defaultPracticeSettings, 'B', 4)).toMatchObject({ loopStart: 0, loopEnd: 4 });
  });

  it('jumps back to A at B, and only inside a complete loop', () => {
    const ab = { ...defaultPracticeSettings, loopStart: 10, loopEnd: 14 };
    expect(loopTarget(ab, 12)).toBeNull();
    expect(loopTarget(ab, 14.1)).toBe(10);
    expect(loopTarget(ab, 3)).toBe(10);
    expect(loopTarget({ ...ab, loopEnd: null }, 20)).toBeNull();
  });

  it('steps one frame and stays inside the video', () => {
    expect(stepFrame(1, 10, 1)).toBeCloseTo(1 + FRAME_SECONDS);
    expect(stepFrame(0, 10, -1)).toBe(0);
    expect(stepFrame(10, 10, 1)).toBe(10);
  });

  it('keeps settings per video', async () => {
    await savePracticeSettings(7, { mirrored: true, speed: 0.5, loopStart: 1, loopEnd: 3 });
    expect(await loadPracticeSettings(7)).toEqual({ mirrored: true, speed: 0.5, loopStart: 1, loopEnd: 3 });
    expect(await loadPracticeSettings(8)).toEqual(defaultPracticeSettings);
  });
});
