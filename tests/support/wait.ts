/**
 * Tests wait for conditions, never for a wall-clock budget. These bounds only end a test that is broken; a
 * passing one stops waiting the moment its condition holds. They are generous because the suite must pass on a
 * slow, loaded machine, where a render, a query or a server start takes many times longer than on an idle one.
 */
export const WAIT_MS = 60_000;

/** ffmpeg's work (a transcode, a test clip) on a loaded machine can take minutes. */
export const FFMPEG_WAIT_MS = 10 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it answers something other than undefined, and returns that. */
export async function until<T>(what: string, check: () => Promise<T | undefined>, boundMs = WAIT_MS): Promise<T> {
  const deadline = Date.now() + boundMs;
  for (;;) {
    const found = await check();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what} (${boundMs / 1000} s)`);
    await sleep(100);
  }
}
