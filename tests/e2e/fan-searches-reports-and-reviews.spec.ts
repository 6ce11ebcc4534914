import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { buyThroughApi, newFan } from './support/fresh-account';
import { signInOnSite } from './support/session';

interface Item {
  id: number;
  title: string;
  type: number;
  is_free: boolean;
  is_own: boolean;
  counts: { video_count: number };
}

/** A demo creator with a Japanese name (src/server/demo/data/people.ts). */
const japaneseCreator = { query: '山田', name: '山田 彩', login: 'aya.yamada' };

/** A GET with the page's own session, i.e. as the signed-in fan. */
const getAsViewer = <T>(page: Page, path: string) =>
  page.evaluate(async (url) => {
    const token = localStorage.getItem('stagepass.site.access_token');
    const response = await fetch(url, {
      headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' },
    });
    return ((await response.json()) as { data: unknown }).data;
  }, path) as Promise<T>;

/** A published video (performance or footage) found through the public list API. */
async function findVideo(request: APIRequestContext): Promise<Item> {
  const response = await request.get('/api/content?filter[type][in]=1,2&limit=50');
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: Item[] };
  const video = data.find((item) => item.counts.video_count > 0);
  expect(video, 'a demo video').toBeDefined();
  return video!;
}

/** Waits until no region is loading, so a scan sees the finished page. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
}

async function openContent(page: Page, item: Pick<Item, 'id' | 'title'>): Promise<void> {
  await page.goto(`/en/content/${item.id}`);
  await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible({ timeout: 20_000 });
}

/** A published paid video or tutorial (bought once, no subscription, no meeting date that may have passed). */
async function findPaidItem(request: APIRequestContext): Promise<Item> {
  const response = await request.get('/api/content?filter[price][>]=0&filter[type][in]=1,2,5,6&limit=50');
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: Item[] };
  const paid = data.find((item) => !item.is_free);
  expect(paid, 'a paid demo item').toBeDefined();
  return paid!;
}

test('a fan searches in Japanese, reports a video and reviews what they bought', async ({ page, request }) => {
  // A purchase, five pages and four accessibility scans: about 30 s on a quiet machine, over a minute at load 28.
  test.setTimeout(180_000);
  const video = await findVideo(request);
  // Its own fan, so a retry meets no report or review from the first attempt.
  const fan = await newFan(request);
  const bought = await findPaidItem(request);
  await buyThroughApi(request, fan, bought.id);
  await signInOnSite(page, fan);

  await test.step('the search page has no serious accessibility violation', async () => {
    await page.goto('/en/search');
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await settled(page);
    await expectNoSeriousViolations(page, 'search page');
  });

  await test.step('finds results for a Japanese query, kept in the address', async () => {
    const box = page.getByRole('combobox', { name: 'Search classes, videos and creators' });
    await box.fill('ヒップホップ');
    // Enter with no suggestion chosen searches the text itself.
    await box.press('Enter');
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(page.getByRole('heading', { level: 3, name: /ヒップホップ/ }).first()).toBeVisible();
    await page.reload();
    await expect(box).toHaveValue('ヒップホップ');
  });

  await test.step('picks a Japanese creator from the suggestions with the keyboard and opens their page', async () => {
    const box = page.getByRole('combobox', { name: 'Search classes, videos and creators' });
    await box.fill(japaneseCreator.query);
    const option = page.getByRole('option', { name: new RegExp(japaneseCreator.name) });
    await expect(option).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await box.press('ArrowDown');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/en/creator/${japaneseCreator.login.replace('.', '\\.')}`));
    await expect(page.getByRole('heading', { level: 1, name: japaneseCreator.name })).toBeVisible();
  });

  await test.step('reports a video as "other" with a description', async () => {
    await openContent(page, video);
    await page.getByRole('button', { name: 'Report', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Report' });
    await expect(dialog.getByRole('button', { name: 'Other' })).toBeVisible();
    await expectNoSeriousViolations(page, 'report dialog');
    await dialog.getByRole('button', { name: 'Other' }).click();

    const text = page.getByRole('textbox', { name: /Description/ });
    await text.fill('Too short.');
    await page.getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByText('The text must be at least 100 characters.')).toBeVisible();

    await text.fill(
      'The video description promises a full stage performance, but the recording stops after the first minute ' +
        'and the rest of the file is a black screen with no sound.',
    );
    const sent = page.waitForResponse(
      (response) => response.url().endsWith('/api/reports') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Send report' }).click();
    expect((await sent).status()).toBe(201);
    await expect(page.getByText('Thank you. Your report has been sent.')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  await test.step('reviews an item they bought', async () => {
    const collection = await getAsViewer<Item[]>(page, '/api/profile/collection?limit=100');
    expect(collection.map((item) => item.id)).toContain(bought.id);
    await openContent(page, bought);
    await page.getByRole('button', { name: 'Write a review' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Write a review' });
    await dialog.getByRole('button', { name: 'Publish review' }).click();
    await expect(dialog.getByText('This field is required.').first()).toBeVisible();

    // Another attempt's fan may have reviewed the same item: this review's title is its own.
    const title = `ステージの迫力がそのまま ${fan.email.slice(4, 9)}`;
    await dialog.getByRole('textbox', { name: /Title/ }).fill(title);
    await dialog
      .getByRole('textbox', { name: /Your review/ })
      .fill('Three camera angles and great sound: it feels like being there.');
    await dialog.getByText('5 ★').click();
    await dialog.getByRole('button', { name: 'Publish review' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Shown once, as "Your review" with Edit and Delete, not again among the others.
    const review = page.getByRole('region', { name: 'Your review' });
    await expect(review.getByRole('heading', { name: title })).toBeVisible();
    await expect(review.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    await expect(review.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(page.getByRole('heading', { name: title })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Write a review' })).toHaveCount(0);
  });

  await test.step('the calendar month view is a table of the month, without serious violations', async () => {
    await page.goto('/en/calendar');
    const month = new Intl.DateTimeFormat('en', { year: 'numeric', month: 'long' }).format(new Date());
    await expect(page.getByRole('table', { name: month })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('columnheader')).toHaveCount(7);
    await settled(page);
    await expectNoSeriousViolations(page, 'calendar month view');
  });
});
