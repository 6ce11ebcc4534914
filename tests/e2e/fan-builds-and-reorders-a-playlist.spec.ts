import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { newFan } from './support/fresh-account';
import { signInOnSite } from './support/session';

interface Video {
  contentId: number;
  mediaId: number;
  title: string;
}

/** GET with the signed-in fan's token, from inside the page (the way the app itself calls the API). */
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

/** Two videos any signed-in fan may add: the teasers of two published items (teasers are never gated). */
async function twoTeasers(page: Page): Promise<[Video, Video]> {
  const list = await apiGet<{ data: { id: number; title: string }[] }>(page, '/api/content?limit=10');
  const videos: Video[] = [];
  for (const item of list.data) {
    const one = await apiGet<{ data: { encodedTeaser?: { id: number } | null } }>(
      page,
      `/api/content/${item.id}?expand=encodedTeaser`,
    );
    const teaser = one.data.encodedTeaser;
    if (teaser) videos.push({ contentId: item.id, mediaId: teaser.id, title: item.title });
    if (videos.length === 2) break;
  }
  expect(videos, 'the demo data has two items with a teaser').toHaveLength(2);
  return videos as [Video, Video];
}

/** Waits until the page has its heading and nothing is still loading. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function addToPlaylist(page: Page, video: Video, playlistName: string): Promise<void> {
  await page.goto(`/en/fan/playlist/add?mediaId=${video.mediaId}&contentId=${video.contentId}`);
  await settled(page);
  await page.getByRole('button', { name: `Add to ${playlistName}` }).click();
  await expect(page).toHaveURL(/\/en\/fan\/playlist\/\d+$/);
}

const playlistRows = (page: Page) => page.getByRole('list', { name: 'Videos in this playlist' }).getByRole('listitem');

test('a fan builds a playlist, reorders it with the keyboard and finds the new order after a reload', async ({
  page,
  request,
}) => {
  // Four axe scans and a dozen navigations: more than the default minute on a shared machine.
  test.setTimeout(180_000);
  // Its own fan, so a retry starts from a clean account.
  await signInOnSite(page, await newFan(request));

  await page.goto('/en/library');
  await settled(page);
  await expect(page.getByRole('navigation', { name: 'Library sections' })).toBeVisible();
  await expectNoSeriousViolations(page, 'library');

  await page.goto('/en/fan/playlist');
  await settled(page);
  await expectNoSeriousViolations(page, 'playlist list');

  const name = `Warm-up ${Date.now()}`;
  await page.getByRole('link', { name: 'New playlist' }).click();
  await page.getByLabel(/^Playlist name/).fill(name);
  const created = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/playlists'));
  await page.getByRole('button', { name: 'Create playlist' }).click();
  // Sent with a key, so a retry of this create after a lost answer lands on the same playlist.
  expect((await created).request().postDataJSON()).toEqual({
    name,
    client_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
  });
  await expect(page).toHaveURL(/\/en\/fan\/playlist\/\d+$/);
  const playlistId = Number(/playlist\/(\d+)$/.exec(page.url())?.[1]);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  const [first, second] = await twoTeasers(page);
  await addToPlaylist(page, first, name);
  await addToPlaylist(page, second, name);
  await settled(page);
  await expect(playlistRows(page)).toHaveCount(2);
  await expect(playlistRows(page).nth(0)).toContainText(first.title);
  await expectNoSeriousViolations(page, 'playlist detail');

  await page.getByRole('link', { name: 'Change order' }).click();
  await settled(page);
  await expectNoSeriousViolations(page, 'edit ordering');
  // Pick the second video up with Space, move it up with the arrow key, drop it with Space.
  const handle = page.getByRole('button', { name: `Reorder ${second.title}` });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('status').filter({ hasText: 'picked up' })).toHaveCount(1);
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('status').filter({ hasText: 'moved to position 1 of 2' })).toHaveCount(1);
  await expect(handle).toBeFocused();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Save order' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/fan/playlist/${playlistId}$`));

  await page.reload();
  await settled(page);
  await expect(playlistRows(page).nth(0)).toContainText(second.title);
  await expect(playlistRows(page).nth(1)).toContainText(first.title);
  const items = await apiGet<{ data: { media_id: number }[] }>(page, `/api/playlists/${playlistId}/items`);
  expect(items.data.map((item) => item.media_id)).toEqual([second.mediaId, first.mediaId]);

  // Dragged by its handle with a pointer, the first video goes below the second.
  await page.getByRole('link', { name: 'Change order' }).click();
  await settled(page);
  const grip = await page.getByRole('button', { name: `Reorder ${second.title}` }).boundingBox();
  const below = await page.getByRole('button', { name: `Reorder ${first.title}` }).boundingBox();
  if (!grip || !below) throw new Error('no reorder handles');
  await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
  await page.mouse.down();
  await page.mouse.move(grip.x + grip.width / 2, below.y + below.height, { steps: 12 });
  await page.mouse.up();
  const order = page.getByRole('list', { name: 'Playlist order' }).getByRole('listitem');
  await expect(order.nth(0)).toContainText(first.title);
  await page.getByRole('button', { name: 'Save order' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/fan/playlist/${playlistId}$`));
  await expect
    .poll(async () =>
      (await apiGet<{ data: { media_id: number }[] }>(page, `/api/playlists/${playlistId}/items`)).data.map(
        (item) => item.media_id,
      ),
    )
    .toEqual([first.mediaId, second.mediaId]);

  await page.goto('/en/fan/wishlist');
  await settled(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible();

  await page.goto('/en/fan/blocked-list');
  await settled(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Blocked list' })).toBeVisible();
});
