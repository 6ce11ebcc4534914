import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { offlineServerPort } from '../../playwright.config';
import { expectNoSeriousViolations } from './support/axe';
import { demo, signInOnSite } from './support/session';
import { apiCall, watchableVideos } from './support/watchable-video';
import { withServiceWorker } from './support/worker';

test.use(withServiceWorker);

/*
 * The tray journey: a fan plays a playlist video, leaves, comes back through the floating tray and
 * resumes where they stopped, on the same phone with the server gone (offline) and on a second
 * device from the server's copy of the position. This spec runs its own server (as
 * visited-page-works-offline does) because Chromium's setOffline does not cut the worker's fetches.
 * The demo videos are 16-second clips; the fan stops the playlist's second video at 0:07 or a little later (issue 15:
 * the tray used to reopen the first video at 0:00).
 */
const origin = `http://127.0.0.1:${offlineServerPort}`;
let server: ChildProcess | undefined;
const STOP_AT = 7;

async function reachable(): Promise<boolean> {
  try {
    return (await fetch(`${origin}/api/health`)).ok;
  } catch {
    return false;
  }
}

async function stopServer(): Promise<void> {
  const running = server;
  server = undefined;
  if (!running || running.exitCode !== null) return;
  const exited = new Promise((resolve) => running.once('exit', resolve));
  running.kill('SIGTERM');
  await exited;
}

test.beforeAll(async () => {
  test.setTimeout(150_000);
  const started = spawn('node', ['tests/support/e2e-server.mjs'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(offlineServerPort),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      LOG_LEVEL: 'error',
      E2E_DATA_DIR: `.tmp/e2e-data-${offlineServerPort}`,
    },
  });
  server = started;
  const exited = new Promise<never>((_, reject) =>
    started.once('exit', (code) => reject(new Error(`The server for ${origin} exited (code ${code})`))),
  );
  await Promise.race([expect.poll(reachable, { timeout: 120_000 }).toBe(true), exited]);
});
test.afterAll(stopServer);
test.use({ baseURL: origin });

/** Two watchable videos put into a new playlist; the second is the one the fan watches. */
async function playlistWithTwoVideos(page: Page): Promise<{ playlistId: number; mediaId: number; title: string }> {
  const [first, second] = await watchableVideos(page, 2);
  const playlist = await apiCall<{ data: { id: number } }>(page, 'POST', '/api/playlists', { name: 'Tray journey' });
  for (const video of [first!, second!]) {
    await apiCall(page, 'POST', `/api/playlists/${playlist.data.id}/items`, { media_id: video.mediaId });
  }
  return { playlistId: playlist.data.id, mediaId: second!.mediaId, title: second!.title };
}

const video = (page: Page) => page.getByTestId('video-player').locator('video');
const currentTime = (page: Page) => video(page).evaluate((v: HTMLVideoElement) => v.currentTime);

async function openOnSecondDevice(browser: Browser, path: string) {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  await signInOnSite(page, demo.fan);
  await page.goto(path);
  return { context, page };
}

test('a fan resumes a playlist video from the tray offline, and on another device from the server', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(240_000);
  // The worker must see the sign-in to keep this fan's answers in a cache of their own (src/sw.ts).
  await page.goto('/en');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
  await signInOnSite(page, demo.fan);
  const { playlistId, mediaId, title } = await playlistWithTwoVideos(page);
  const playlistPath = `/en/fan/playlist/${playlistId}`;

  await test.step(`plays the playlist's second video to 0:0${STOP_AT} and pauses`, async () => {
    await page.goto(playlistPath);
    await expect(page.getByRole('region', { name: 'Now playing' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: `Play ${title}` }).click();
    await expect(page.getByText(`Now playing: 2. ${title}`)).toBeVisible();
    await expectNoSeriousViolations(page, 'playlist page with the player');
    const player = page.getByTestId('video-player');
    // The keyboard, with the player focused: m mutes, → jumps 5 s, space plays and then pauses.
    await expect
      .poll(() => video(page).evaluate((v: HTMLVideoElement) => v.duration), { timeout: 30_000 })
      .toBeGreaterThan(15);
    await player.focus();
    await page.keyboard.press('m');
    await expect(player.getByRole('button', { name: 'Unmute' })).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('elapsed')).toHaveText('0:05');
    await page.keyboard.press('Space');
    await expect.poll(() => currentTime(page), { timeout: 30_000, intervals: [100] }).toBeGreaterThanOrEqual(STOP_AT);
    await page.keyboard.press('Space');
    await expect(player.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
    // A loaded machine may take a second or more to deliver the pause: the time is read, not assumed.
    const pausedAt = await currentTime(page);
    expect(pausedAt).toBeGreaterThanOrEqual(STOP_AT);
    expect(pausedAt).toBeLessThan(15);
    await expect(page.getByTestId('elapsed')).toHaveText(`0:${String(Math.floor(pausedAt)).padStart(2, '0')}`);
  });
  const stoppedAt = await currentTime(page);
  const shown = `0:${String(Math.floor(stoppedAt)).padStart(2, '0')}`;

  await test.step('another device signed in as the same fan resumes from the server position', async () => {
    // The pause wrote the position through to the server.
    const saved = () =>
      apiCall<{ data: { position: number }[] }>(page, 'GET', `/api/playback/positions?media_ids=${mediaId}`).then(
        (r) => r.data[0]?.position ?? 0,
      );
    await expect.poll(saved).toBeCloseTo(stoppedAt, 0);
    const other = await openOnSecondDevice(browser, playlistPath);
    await other.page.getByRole('button', { name: `Play ${title}` }).click();
    await expect.poll(() => currentTime(other.page), { timeout: 30_000 }).toBeGreaterThan(stoppedAt - 0.5);
    expect(await currentTime(other.page)).toBeLessThan(stoppedAt + 0.5);
    await other.context.close();
  });

  await test.step('leaves for the library: the tray shows the video and its time', async () => {
    await page.goto('/en/library');
    const tray = page.getByRole('complementary', { name: 'Continue watching' });
    await expect(tray).toBeVisible();
    await expect(tray.getByRole('link', { name: new RegExp(`^Continue ${title} at ${shown}`) })).toBeVisible();
    await expectNoSeriousViolations(page, 'library with the tray');
  });

  await test.step('with the server gone and the network off, the tray resumes the video at the stored time', async () => {
    await stopServer();
    await context.setOffline(true);
    await page.reload();
    const tray = page.getByRole('complementary', { name: 'Continue watching' });
    await expect(tray).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/You are offline/)).toBeVisible();
    await tray.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/en/fan/playlist/${playlistId}\\?.*startWithTime=true`));
    // The spec's link: playlistId, title, page and startWithTime=true.
    const search = new URL(page.url()).searchParams;
    expect([search.get('page'), search.get('title'), search.get('startWithTime')]).toEqual([
      '1',
      'Tray journey',
      'true',
    ]);
    await expect(page.getByText(`Now playing: 2. ${title}`)).toBeVisible();
    await expect.poll(() => currentTime(page), { timeout: 30_000 }).toBeGreaterThan(stoppedAt - 0.5);
    expect(await currentTime(page)).toBeLessThan(stoppedAt + 0.5);
    await expect(page.getByTestId('elapsed')).toHaveText(shown);
  });

  await test.step('loading the tray address directly (offline, a full reload) resumes the same video and second', async () => {
    await page.reload();
    await expect(page.getByText(`Now playing: 2. ${title}`)).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => currentTime(page), { timeout: 30_000 }).toBeGreaterThan(stoppedAt - 0.5);
    expect(await currentTime(page)).toBeLessThan(stoppedAt + 0.5);
  });

  await test.step('closing the tray removes it', async () => {
    await page.goto('/en/library');
    const tray = page.getByRole('complementary', { name: 'Continue watching' });
    await tray.getByRole('button', { name: 'Close the player tray' }).click();
    await expect(tray).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    await expect(tray).toBeHidden();
  });
});
