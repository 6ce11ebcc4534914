import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { newFan } from './support/fresh-account';
import { signInOnSite } from './support/session';
import { withServiceWorker } from './support/worker';

test.use(withServiceWorker);

interface Item {
  id: number;
  title: string;
  user_id: number;
  is_free: boolean;
  counts: { video_count: number; additional_videos_count: number };
}

/** Published content found through the public list API, so the journey does not depend on demo ids. */
async function findContent(request: APIRequestContext, filters: Record<string, string>): Promise<Item[]> {
  const query = new URLSearchParams({ ...filters, limit: '50' });
  const response = await request.get(`/api/content?${query.toString()}`);
  expect(response.ok(), `GET /api/content?${query.toString()}`).toBe(true);
  const { data } = (await response.json()) as { data: Item[] };
  expect(data.length, `demo content for ${query.toString()}`).toBeGreaterThan(0);
  return data;
}

/** A GET with the page's own session, i.e. as the signed-in fan. */
const getAsViewer = <T>(page: Page, path: string) =>
  page.evaluate(async (url) => {
    const token = localStorage.getItem('stagepass.site.access_token');
    const response = await fetch(url, {
      headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' },
    });
    return ((await response.json()) as { data: unknown }).data;
  }, path) as Promise<T>;

/** The signed-in fan's wishlist ids (no library page is needed). */
const wishlistIds = async (page: Page) =>
  (await getAsViewer<{ id: number }[]>(page, '/api/favorites?limit=1000')).map((item) => item.id);

/** The first item the fan neither holds nor follows the creator of, so each step starts from "not yet". */
async function firstFresh(page: Page, items: Item[]): Promise<Item> {
  for (const item of items) {
    const viewed = await getAsViewer<{ is_bought: boolean }>(page, `/api/content/${item.id}`);
    const follow = await getAsViewer<{ is_followed: boolean }>(page, `/api/creators/${item.user_id}/followers-count`);
    if (!viewed.is_bought && !follow.is_followed) return item;
  }
  throw new Error('no demo item the fan neither holds nor follows the creator of');
}

/** Opens a content page and waits until its title and the follow state have loaded. */
async function openContent(page: Page, item: Item): Promise<void> {
  await page.goto(`/en/content/${item.id}`);
  await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible({ timeout: 20_000 });
}

test('a fan follows a creator, wishlists a class and unlocks a free tutorial', async ({ page, request }) => {
  const tutorials = await findContent(request, { 'filter[type]': '5', 'filter[price][equal]': '0' });
  const classes = await findContent(request, { 'filter[type]': '3' });
  // Its own fan, so a retry starts from a clean account.
  await signInOnSite(page, await newFan(request));
  const tutorial = await firstFresh(
    page,
    tutorials.filter((item) => item.counts.video_count > 0),
  );
  const wishlisted = await wishlistIds(page);
  const publicClass = classes.find((item) => !wishlisted.includes(item.id));
  expect(publicClass, 'a class not on the wishlist yet').toBeDefined();

  await test.step('follows the creator, and the state survives a reload', async () => {
    await openContent(page, tutorial);
    const follow = page.getByRole('button', { name: 'Follow', exact: true });
    await expect(follow).toBeEnabled();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/follow/toggle') && r.ok());
    await follow.click();
    const following = page.getByRole('button', { name: 'Following', exact: true });
    await expect(following).toHaveAccessibleDescription('Press to unfollow');
    await saved;
    await page.reload();
    await expect(page.getByRole('button', { name: 'Following', exact: true })).toBeVisible({ timeout: 20_000 });
  });

  await test.step('an unfollow still on its way when the page reloads is not lost', async () => {
    // The write is held until the page has been replaced: the browser must still send it once its page is gone.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/follow/toggle', async (route) => {
      await released;
      // Dropped with its page, the request cannot be continued: the check below then sees the old state.
      await route.continue().catch(() => undefined);
    });
    await page.getByRole('button', { name: 'Following', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
    await page.reload();
    release();
    await expect
      .poll(() => getAsViewer<{ is_followed: boolean }>(page, `/api/creators/${tutorial.user_id}/followers-count`), {
        timeout: 20_000,
      })
      .toMatchObject({ is_followed: false });
    await page.unrouteAll();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeEnabled({ timeout: 20_000 });
  });

  await test.step('the content page has no serious accessibility violation', async () => {
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoSeriousViolations(page, 'content page, signed in');
  });

  await test.step('unlocks the free tutorial: a toast, then it is held and its video is there', async () => {
    await page.getByRole('button', { name: 'Add to my collection' }).click();
    await expect(page.getByText('Added to your collection')).toBeVisible();
    await expect(page.getByText('In your collection')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to my collection' })).toHaveCount(0);
    await expect(page.locator(`video[aria-label="Full video: ${tutorial.title}"]`)).toBeVisible();
  });

  await test.step('wishlists a class', async () => {
    await openContent(page, publicClass!);
    const heart = page.getByRole('button', { name: 'Save to wishlist', exact: true });
    await expect(heart).toBeEnabled();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => wishlistIds(page)).toContain(publicClass!.id);
  });
});

test('an anonymous visitor sees a locked placeholder instead of paid videos', async ({ page, request }) => {
  const paid = (await findContent(request, { 'filter[type]': '1', 'filter[price][>]': '0' })).find(
    (item) => item.counts.video_count > 0,
  );
  expect(paid, 'a paid performance with a video').toBeDefined();
  const teaser = await request.get(`/api/content/${paid!.id}?expand=encodedTeaser`);
  const teaserUrl = ((await teaser.json()) as { data: { encodedTeaser: { url: string | null } | null } }).data
    .encodedTeaser?.url;
  await openContent(page, paid!);

  await expect(page.getByRole('heading', { name: 'Included when you buy it' })).toBeVisible();
  await expect(page.getByText('The full video', { exact: false })).toBeVisible();
  // The only playable source may be the public teaser: no gated video reaches the page.
  const sources = await page
    .locator('video source, video[src]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('src')));
  expect(sources.filter((src) => src !== teaserUrl)).toEqual([]);
  await expect(page.locator('video[aria-label^="Full video"]')).toHaveCount(0);
  await expectNoSeriousViolations(page, 'content page, locked');
});
