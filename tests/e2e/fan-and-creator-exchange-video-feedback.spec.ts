import { expect, test, type Page } from '@playwright/test';
import { checkPage, phone } from './support/phone';
import { demo, signInOnSite } from './support/session';
import { apiCall } from './support/watchable-video';

// Both sides on a 360px touch screen: the creator answers from their phone.
test.use(phone);

/** GET with the signed-in user's token, from inside the page (the way the app itself calls the API). */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const token = localStorage.getItem('stagepass.site.access_token');
    const response = await fetch(url, {
      headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' },
    });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return (await response.json()) as T;
  }, path);
}

async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

const ANSWER = 'Lovely arms on this count.';

/** The demo fan's feedback service (the one they already sent a video to) and their submissions to it. */
async function fanService(page: Page): Promise<{ serviceId: number; submissionIds: number[] }> {
  const list = await apiGet<{ data: { id: number }[] }>(page, '/api/content?filter[type]=7&limit=50');
  for (const item of list.data) {
    const own = await apiGet<{ data: { id: number }[] }>(page, `/api/content/${item.id}/feedback`);
    if (own.data.length > 0) return { serviceId: item.id, submissionIds: own.data.map((s) => s.id) };
  }
  throw new Error('the demo fan has no feedback submission');
}

/** The seeded submissions are shared demo data: a retry first removes the comment an earlier attempt added. */
async function removeEarlierAnswers(creator: Page, submissionIds: number[]): Promise<void> {
  for (const id of submissionIds) {
    const { data } = await apiGet<{ data: { comments: { id: number; body: string }[] } }>(
      creator,
      `/api/feedback/${id}`,
    );
    for (const comment of data.comments.filter((c) => c.body === ANSWER)) {
      await apiCall(creator, 'DELETE', `/api/feedback/${id}/comments/${comment.id}`);
    }
  }
}

test('a fan reads the creator comments on their video; the creator answers at a moment', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signInOnSite(page, demo.fan);
  const { serviceId, submissionIds } = await fanService(page);
  const creatorContext = await browser.newContext({ ...phone, isMobile: true });
  const creator = await creatorContext.newPage();
  await signInOnSite(creator, demo.creator);
  await removeEarlierAnswers(creator, submissionIds);

  await page.goto(`/en/fan/feedback/send/${serviceId}`);
  await settled(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Send your video for feedback' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send for feedback' })).toBeDisabled();
  await checkPage(page, 'send feedback');

  await page
    .getByRole('link', { name: /Waiting for an answer|Answered/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/en\/fan\/feedback\/\d+$/);
  await settled(page);
  const markers = page.getByRole('group', { name: 'Comment markers on the timeline' }).getByRole('button');
  await expect(markers).toHaveCount(2);
  await expect(page.getByRole('button', { name: /Spot a fixed point/ })).toBeVisible();
  await checkPage(page, 'fan feedback');
  const video = page.getByLabel('Video sent for feedback');
  await expect(video).toBeVisible();
  await video.evaluate(
    (v: HTMLVideoElement) =>
      new Promise((done) =>
        v.readyState >= 1 ? done(null) : v.addEventListener('loadedmetadata', () => done(null), { once: true }),
      ),
  );
  await page.getByRole('button', { name: /Keep your supporting knee soft/ }).click();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => Math.round(v.currentTime))).toBe(4);
  const submissionId = Number(/feedback\/(\d+)$/.exec(page.url())?.[1]);

  await creator.goto('/en/creator/feedback');
  await settled(creator);
  await checkPage(creator, 'creator feedback list');
  await creator.goto(`/en/creator/feedback/${submissionId}`);
  await settled(creator);
  await creator.getByLabel(/^Moment \(seconds\)/).fill('2');
  await creator.getByRole('textbox', { name: /^Comment/ }).fill(ANSWER);
  await creator.getByRole('button', { name: 'Add comment' }).tap();
  await expect(creator.getByRole('button', { name: /Lovely arms on this count/ })).toBeVisible();
  // On a narrow phone the new mark at 0:02 may share the 0:01 marker (each touch target keeps 24px).
  await expect(
    creator
      .getByRole('group', { name: 'Comment markers on the timeline' })
      .getByRole('button', { name: /^Go to 0:0(2|1 \(2 comments\))$/ }),
  ).toHaveCount(1);
  await checkPage(creator, 'creator feedback detail');
  await creatorContext.close();

  await page.reload();
  await settled(page);
  await expect(page.getByRole('button', { name: /Lovely arms on this count/ })).toBeVisible();
});
