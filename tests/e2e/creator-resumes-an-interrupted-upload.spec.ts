import { execFileSync } from 'node:child_process';
import { appendFileSync, statSync } from 'node:fs';
import { expect, test, type Page, type Route } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { demo, signInOnSite } from './support/session';

const MiB = 1024 * 1024;

/** A real 2-second clip padded to 9 MiB, so it travels in two parts (8 MiB + 1 MiB). */
function makeTwoPartVideo(): string {
  const file = test.info().outputPath('two-parts.mp4');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=25', '-t', '2', '-pix_fmt', 'yuv420p', file],
  ]);
  const { size } = statSync(file);
  appendFileSync(file, Buffer.alloc(9 * MiB - size));
  return file;
}

async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
}

test('a creator’s upload survives a dropped connection and resumes from the part that failed', async ({ page }) => {
  test.setTimeout(120_000);
  const video = makeTwoPartVideo();
  await signInOnSite(page, demo.creator);

  const id = await page.evaluate(async () => {
    const token = localStorage.getItem('stagepass.site.access_token');
    const res = await fetch('/api/content', {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
        Accept: 'application/json',
      },
      body: JSON.stringify({ type: 5, title: 'Resumable upload check' }),
    });
    return ((await res.json()) as { data: { id: number } }).data.id;
  });
  await page.goto(`/en/creator/content/${id}/media`);
  await settled(page);

  // The connection drops whenever part 2 is sent; part 1 goes through.
  const sent: string[] = [];
  const dropPartTwo = async (route: Route) => {
    const url = new URL(route.request().url());
    sent.push(url.pathname.split('/').pop()!);
    if (url.pathname.endsWith('/2')) await route.abort('internetdisconnected');
    else await route.continue();
  };
  await page.route('**/media/uploads/*/*', dropPartTwo);

  // The slot's field is renamed ("Replace the main video") once a video is attached: find it by its region.
  const field = page.getByRole('region', { name: 'Main video' }).getByRole('group');
  await field.locator('input[type="file"]').setInputFiles(video);
  await expect(field.getByRole('button', { name: 'Resume upload' })).toBeVisible({ timeout: 30_000 });
  const bar = field.getByRole('progressbar', { name: 'Upload progress' });
  await expect(bar).toHaveAttribute('aria-valuenow', '88');
  await expect(field.getByText('88%')).toBeVisible();
  await expectNoSeriousViolations(page, 'upload paused');

  await page.unroute('**/media/uploads/*/*', dropPartTwo);
  await page.route('**/media/uploads/*/*', async (route) => {
    sent.push(new URL(route.request().url()).pathname.split('/').pop()!);
    await route.continue();
  });
  await field.getByRole('button', { name: 'Resume upload' }).click();
  await expect(field.getByText('Uploaded: two-parts.mp4')).toBeVisible({ timeout: 30_000 });
  // Part 1 was sent once; only part 2 was tried again.
  expect(sent.filter((p) => p === '1')).toHaveLength(1);
  expect(sent.filter((p) => p === '2').length).toBeGreaterThanOrEqual(2);
  await expectNoSeriousViolations(page, 'upload complete');
});
