import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { practiceTypes } from '../../src/shared/codes';
import { newFan } from './support/fresh-account';
import { demo, signInOnSite } from './support/session';
import { apiCall, watchableVideo } from './support/watchable-video';

/**
 * Layouts that broke only in some languages or on small screens (issue 15, item 14): each check measures
 * the page as a person sees it, in the language and width where it broke.
 */

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  expect(found, 'the element is laid out').not.toBeNull();
  return found!;
};

/** Switches the signed-in person's language with the header's switch (behind the menu on a phone). */
async function switchLanguage(page: Page, lang: string, name: string): Promise<void> {
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('button', { name: /^Language: / }).click();
  await page.getByRole('menuitem', { name }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

async function signedInFreshFan(page: Page, request: APIRequestContext): Promise<void> {
  await signInOnSite(page, await newFan(request));
}

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

  test('the Japanese header keeps to one line at 1440px, as high as the English one', async ({ page, request }) => {
    await signedInFreshFan(page, request);
    const header = page.locator('header').first();
    await page.goto('/en');
    await expect(page.getByRole('button', { name: /^Language: / })).toBeVisible({ timeout: 20_000 });
    const english = (await box(header)).height;

    await switchLanguage(page, 'ja', '日本語');
    await expect(page).toHaveURL(/\/ja\/?$/);
    await expect(page.getByRole('button', { name: /^言語：/ })).toBeVisible();
    await expect.poll(async () => (await box(header)).height).toBe(english);
  });
});

test.describe('on a 360px phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('the practice speeds sit on one line', async ({ page }) => {
    test.setTimeout(90_000);
    await signInOnSite(page, demo.fan);
    const { contentId } = await watchableVideo(page, practiceTypes);
    await page.goto(`/en/content/${contentId}`);
    const player = page.getByTestId('video-player').first();
    await player.getByRole('button', { name: 'Practice' }).click();
    const speeds = page.getByRole('region', { name: 'Practice mode' }).first().getByRole('radio');
    await expect(speeds).toHaveCount(4);
    const tops = await Promise.all((await speeds.all()).map(async (speed) => Math.round((await box(speed)).y)));
    expect(new Set(tops).size, `speed tops ${tops.join(', ')}`).toBe(1);
  });

  test('the player’s controls keep to two rows in Japanese, its settings together on one', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await signedInFreshFan(page, request);
    const { contentId } = await watchableVideo(page, practiceTypes);
    await page.goto(`/en/content/${contentId}`);
    await expect(page.getByTestId('video-player').first()).toBeVisible({ timeout: 20_000 });
    await switchLanguage(page, 'ja', '日本語');
    const menu = page.getByRole('button', { name: 'メニュー', exact: true });
    if ((await menu.getAttribute('aria-expanded')) === 'true') await menu.click();
    const player = page.getByTestId('video-player').first();
    // A player prepares its stream (and learns its qualities) once it is on screen: on a phone it sits below the cover.
    await player.scrollIntoViewIfNeeded();
    const quality = player.getByRole('combobox', { name: '画質' });
    await expect(quality).toBeVisible({ timeout: 20_000 });
    await player.screenshot({ path: test.info().outputPath('player-ja-360.png') });
    const controls = player.getByTestId('player-controls').locator('button, select, input');
    const tops = new Set<number>();
    for (const control of await controls.all()) {
      if (await control.isVisible()) tops.add(Math.round((await box(control)).y + (await box(control)).height / 2));
    }
    expect(tops.size, `control rows at ${[...tops].join(', ')}`).toBeLessThanOrEqual(2);
    const settings = [
      player.getByRole('combobox', { name: '再生速度' }),
      quality,
      player.getByRole('button', { name: '全画面表示' }),
      player.getByRole('button', { name: '練習' }),
    ];
    const middles = await Promise.all(
      settings.map(async (s) => Math.round((await box(s)).y + (await box(s)).height / 2)),
    );
    expect(new Set(middles).size, `settings at ${middles.join(', ')}`).toBe(1);
  });

  test('the Chinese receipt keeps its labels whole', async ({ page, request }) => {
    test.setTimeout(120_000);
    await signedInFreshFan(page, request);
    const items = await apiCall<{ data: { id: number; is_bought: boolean }[] }>(
      page,
      'GET',
      '/api/content?filter[price][>]=0&filter[type][<>]=50&limit=100',
    );
    const item = items.data.find((i) => !i.is_bought);
    expect(item, 'a paid item the new fan lacks').toBeDefined();
    await page.goto(`/en/purchase?content=${item!.id}`);
    await expect(page.getByRole('button', { name: 'Pay now' })).toBeVisible({ timeout: 20_000 });
    await switchLanguage(page, 'zh', '中文');
    await page.getByRole('button', { name: '立即付款' }).click();
    await page.getByRole('button', { name: '批准付款' }).click();
    await expect(page.getByTestId('receipt-total')).toBeVisible({ timeout: 20_000 });

    for (const term of await page.locator('dl dt').all()) {
      const label = await term.textContent();
      const { width } = await box(term);
      // A CJK character is one em wide.
      const oneCharacter = await term.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
      expect(width, `“${label}” is at least two characters wide`).toBeGreaterThanOrEqual(2 * oneCharacter - 1);
      const lines = await term.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect(lines, `“${label}” is one line`).toBe(1);
    }
  });
});

test.describe('on a phone', () => {
  test('each class in the calendar month shows its start time, and says the class in its name', async ({ page }) => {
    await signInOnSite(page, demo.fan);
    // The demo's first upcoming class starts a day from now: its month is the one to look at.
    const soon = new Date(Date.now() + 24 * 3600_000);
    const day = `${soon.getFullYear()}-${String(soon.getMonth() + 1).padStart(2, '0')}-${String(soon.getDate()).padStart(2, '0')}`;
    await page.goto(`/en/calendar/${day}?view=month`);
    const events = page
      .getByRole('table')
      .getByRole('link')
      .filter({ has: page.locator('[data-event-time]') });
    await expect(events.first()).toBeVisible({ timeout: 20_000 });
    for (const event of await events.all()) {
      await expect(event).toHaveAccessibleName(/\S/);
      const time = event.locator('[data-event-time]');
      await expect(time).toBeVisible();
      await expect(time).toHaveText(/\d/);
      // Not clipped: the whole time shows.
      expect(await time.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    }
  });

  test('the conversation fills the screen and shows the newest message', async ({ page }) => {
    await signInOnSite(page, demo.fan);
    const conversations = await apiCall<{ data: { id: number }[] }>(page, 'GET', '/api/chat/conversations');
    expect(conversations.data.length, 'the demo fan has a conversation').toBeGreaterThan(0);
    await page.goto(`/en/account/direct/${conversations.data[0]!.id}`);

    const messages = page.getByRole('region', { name: 'Messages' });
    const composer = page.getByLabel('Message', { exact: true });
    await expect(composer).toBeVisible({ timeout: 20_000 });
    const viewport = page.viewportSize()!;
    await expect.poll(async () => (await box(messages)).height).toBeGreaterThan(viewport.height / 2);
    await expect(composer).toBeInViewport();

    const text = `Layout check ${Date.now()}`;
    await composer.fill(text);
    await page.keyboard.press('Enter');
    await expect(messages.getByText(text, { exact: true })).toBeInViewport();
    await expect(messages.getByRole('listitem').last()).toBeInViewport();
  });
});
