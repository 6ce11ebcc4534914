import { describe, expect, it } from 'vitest';
import { startPosition } from './start-position';

const saved = (position: number, duration = 100) => ({ position, duration });

describe('where a video starts', () => {
  it('resumes where it was left when auto-resume is on', () => {
    expect(startPosition({ autoResume: true, saved: saved(12.3), duration: 100 })).toBe(12.3);
  });

  it('starts over when auto-resume is off, with nothing saved, a blink in, or near the end', () => {
    expect(startPosition({ autoResume: false, saved: saved(12.3), duration: 100 })).toBe(0);
    expect(startPosition({ autoResume: true, saved: undefined, duration: 100 })).toBe(0);
    expect(startPosition({ autoResume: true, saved: saved(1.5), duration: 100 })).toBe(0);
    // The last 5 % of a 100 s video counts as watched.
    expect(startPosition({ autoResume: true, saved: saved(96), duration: 100 })).toBe(0);
  });

  it("lets the tray's time win, even with auto-resume off", () => {
    expect(startPosition({ startAt: 12, autoResume: false, saved: saved(40), duration: 100 })).toBe(12);
    expect(startPosition({ startAt: 12, autoResume: true, saved: saved(40), duration: 100 })).toBe(12);
  });

  it('ignores a time past the end or a length not known yet', () => {
    expect(startPosition({ startAt: 120, autoResume: true, saved: undefined, duration: 100 })).toBe(0);
    expect(startPosition({ autoResume: true, saved: saved(50, 100), duration: 40 })).toBe(0);
    expect(startPosition({ autoResume: true, saved: saved(50), duration: Number.NaN })).toBe(0);
  });
});
