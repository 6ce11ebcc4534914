import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { demo, signInOnSite } from './support/session';
import { practiceTypes } from '../../src/shared/codes';
import { watchableVideo } from './support/watchable-video';

const player = (page: Page) => page.getByTestId('video-player').first();
const video = (page: Page) => player(page).locator('video');

test('a dancer practises: half speed at the same pitch, mirrored, an A–B loop and frame steps, kept per video', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInOnSite(page, demo.fan);
  const { contentId: id } = await watchableVideo(page, practiceTypes);
  await page.goto(`/en/content/${id}`);
  await expect(video(page)).toBeVisible({ timeout: 20_000 });
  // The player loads its stream once it is on screen (or played); on a phone it sits below the cover.
  await video(page).scrollIntoViewIfNeeded();
  await expect
    .poll(() => video(page).evaluate((v: HTMLVideoElement) => v.duration), { timeout: 30_000 })
    .toBeGreaterThan(3);

  await player(page).getByRole('button', { name: 'Practice' }).click();
  const panel = page.getByRole('region', { name: 'Practice mode' }).first();
  await expect(panel).toBeVisible();
  await panel.getByText('0.5×').click();
  await panel.getByText('Mirror').click();
  await expect
    .poll(() => video(page).evaluate((v: HTMLVideoElement) => [v.playbackRate, v.preservesPitch]))
    .toEqual([0.5, true]);
  await expect(video(page)).toHaveCSS('transform', 'matrix(-1, 0, 0, 1, 0, 0)');

  await video(page).evaluate((v: HTMLVideoElement) => {
    v.currentTime = 1;
  });
  await panel.getByRole('button', { name: 'Set A' }).click();
  await video(page).evaluate((v: HTMLVideoElement) => {
    v.currentTime = 3;
  });
  await panel.getByRole('button', { name: 'Set B' }).click();
  await expect(panel.getByTestId('practice-loop')).toHaveText('Looping 0:01 – 0:03');

  const before = await video(page).evaluate((v: HTMLVideoElement) => v.currentTime);
  await panel.getByRole('button', { name: 'Next frame' }).click();
  await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.currentTime)).toBeCloseTo(before + 0.04, 2);
  await expectNoSeriousViolations(page, 'content page in practice mode');

  // The loop brings playback back to A once it reaches B.
  await video(page).evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    v.currentTime = 2.8;
    void v.play();
  });
  await expect
    .poll(() => video(page).evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
    .toBeLessThan(2);

  await page.reload();
  await player(page).getByRole('button', { name: 'Practice' }).click();
  await expect(page.getByRole('region', { name: 'Practice mode' }).first().getByTestId('practice-loop')).toHaveText(
    'Looping 0:01 – 0:03',
  );
  await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(0.5);
  await expect(video(page)).toHaveCSS('transform', 'matrix(-1, 0, 0, 1, 0, 0)');
});
