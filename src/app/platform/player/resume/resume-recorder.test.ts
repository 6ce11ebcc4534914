import { describe, expect, it } from 'vitest';
import type { ResumeEntry } from '@app/platform/storage';
import { LOCAL_SAVE_INTERVAL_MS, ResumeRecorder, SERVER_SAVE_INTERVAL_MS } from './resume-recorder';

function setup(signedIn = true) {
  let now = 1_000_000;
  const local: ResumeEntry[] = [];
  const server: ResumeEntry[] = [];
  const recorder = new ResumeRecorder({
    now: () => now,
    local: (e) => void local.push(e),
    server: signedIn ? (e) => void server.push(e) : undefined,
  });
  return { recorder, local, server, advance: (ms: number) => (now += ms) };
}

describe('ResumeRecorder', () => {
  it('writes locally at most once a second and to the server at most every ten seconds', () => {
    const { recorder, local, server, advance } = setup();
    // timeupdate fires about four times a second.
    for (let t = 0; t < 25; t += 0.25) {
      recorder.record(t, 100);
      advance(250);
    }
    expect(local.length).toBe(25_000 / LOCAL_SAVE_INTERVAL_MS);
    expect(server.length).toBe(Math.ceil(25_000 / SERVER_SAVE_INTERVAL_MS));
    expect(server.map((e) => e.position)).toEqual([0, 10, 20]);
  });

  it('writes both at once on flush (pause, leaving), but not the same position to the server twice', () => {
    const { recorder, local, server, advance } = setup();
    recorder.record(3, 100);
    advance(200);
    recorder.record(3.2, 100);
    recorder.flush();
    expect(local.at(-1)?.position).toBe(3.2);
    expect(server.map((e) => e.position)).toEqual([3, 3.2]);
    recorder.flush();
    expect(server).toHaveLength(2);
  });

  it('stamps each entry with the device time and never writes a video with no length', () => {
    const { recorder, local } = setup(false);
    recorder.record(5, Number.NaN);
    recorder.flush();
    expect(local).toEqual([]);
    recorder.record(5.04, 10);
    expect(local).toEqual([{ position: 5, duration: 10, updated_at: new Date(1_000_000).toISOString() }]);
  });

  it('keeps the second the player shows: 7.96 s is stored as 7.9, never as 8 (the tray said 0:08 beside 0:07)', () => {
    const { recorder, local, server } = setup();
    recorder.record(7.96, 16);
    recorder.flush();
    expect(local.map((e) => e.position)).toEqual([7.9, 7.9]);
    expect(server.map((e) => e.position)).toEqual([7.9]);
  });
});
