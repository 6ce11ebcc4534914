import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { demo, signInOnSite } from './support/session';

// The landing holds about 150 cards and the feed journey scans three pages with axe: on a shared,
// busy machine that takes longer than the default minute.
test.slow();

/** Waits until the page has its heading and every list on it has finished loading. */
async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
}

/** The type captions of the content cards in the page's main region. */
async function cardTypes(page: Page): Promise<string[]> {
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  return cards.evaluateAll((articles) => articles.map((a) => a.querySelector('p')?.textContent?.trim() ?? ''));
}

test('a visitor sees the landing: featured slider, rows per type and featured creators', async ({ page }) => {
  await page.goto('/en');
  await settle(page);

  const featured = page.getByRole('region', { name: 'Featured', exact: true });
  await expect(featured).toBeVisible();
  await expect(featured.getByText('1 of 6', { exact: true })).toBeVisible();
  await featured.getByRole('button', { name: 'Next featured item' }).click();
  await expect(featured.getByText('2 of 6', { exact: true })).toBeVisible();
  await expect(featured.getByRole('button', { name: 'Previous featured item' })).toBeEnabled();

  const performances = page.getByRole('region', { name: 'Performances' });
  await expect(performances.getByRole('article').first()).toBeVisible();

  // Rows below the first screen fill in as the visitor scrolls to them; the featured creators come last.
  const lastRow = page.getByRole('main').getByRole('region').nth(-2);
  await page.mouse.wheel(0, 100_000);
  const creators = page.getByRole('region', { name: 'Featured creators' });
  await expect(creators.getByRole('link').first()).toBeVisible();
  await lastRow.scrollIntoViewIfNeeded();
  await expect(lastRow.getByRole('article').first()).toBeVisible();
  await expectNoSeriousViolations(page, 'home (landing)');
});

test('a visitor opens a featured creator and finds their page and a removed one', async ({ page }) => {
  await page.goto('/en');
  await settle(page);
  await page.mouse.wheel(0, 100_000);
  await page.getByRole('region', { name: 'Featured creators' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/en\/creator\/[^/]+$/);
  await settle(page);
  await expect(page.getByRole('navigation', { name: 'Creator page sections' })).toBeVisible();

  await page.goto('/en/creator/no-such-creator-here');
  await expect(page).toHaveURL(/\/en\/creator\/no-such-creator-here\/deleted$/);
  await expect(page.getByRole('heading', { level: 1, name: 'This creator is no longer on Stagepass' })).toBeVisible();
});

test.describe('the demo fan', () => {
  test.beforeEach(({ page }) => signInOnSite(page, demo.fan));

  test('sees "For you" on the home page', async ({ page }) => {
    await page.goto('/en');
    await settle(page);
    await expect(page.getByRole('region', { name: 'For you' }).getByRole('article').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'home (signed in)');
  });

  test('opens the feed, pages through it, opens a creator from a card and switches tabs', async ({ page }) => {
    await test.step('the feed holds 20 items a page', async () => {
      await page.goto('/en/fan/feed');
      await settle(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Your feed' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(20);
      await expectNoSeriousViolations(page, 'fan feed');
    });

    await test.step('the next page', async () => {
      await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Next page' }).click();
      await expect(page).toHaveURL(/[?&]page=2/);
      await settle(page);
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    });

    await test.step('a card opens the feed item, whose creator link opens the creator page', async () => {
      await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
      await expect(page).toHaveURL(/\/en\/fan\/feed\/\d+$/);
      await settle(page);
      await expect(page.getByRole('link', { name: 'Open the full page' })).toBeVisible();
      await page.getByRole('main').locator('a[href*="/en/creator/"]').first().click();
      await expect(page).toHaveURL(/\/en\/creator\/[^/]+$/);
      await settle(page);
      await expectNoSeriousViolations(page, 'creator page');
    });

    await test.step('the tabs are links with their own addresses', async () => {
      const tabs = page.getByRole('navigation', { name: 'Creator page sections' });
      await tabs.getByRole('link', { name: 'Tutorials' }).click();
      await expect(page).toHaveURL(/\/tutorials$/);
      await expect(tabs.getByRole('link', { name: 'Tutorials' })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('heading', { level: 2, name: 'Tutorials', exact: true })).toBeVisible();
      await settle(page);
      // A creator may have no tutorials: then the tab says so instead of listing anything else.
      if ((await page.getByRole('main').getByRole('article').count()) > 0) {
        for (const type of await cardTypes(page)) expect(type).toMatch(/^(Skills|Knowledge) tutorial$/);
      } else {
        await expect(page.getByRole('heading', { name: 'Nothing here yet' })).toBeVisible();
      }

      await tabs.getByRole('link', { name: 'About' }).click();
      await expect(page).toHaveURL(/\/about$/);
      await expect(page.getByRole('heading', { level: 2, name: /^About / })).toBeVisible();
      await expect(page.getByText('On Stagepass since')).toBeVisible();
      await expectNoSeriousViolations(page, 'creator page: about');
    });
  });

  test('browses tutorials: only skills and knowledge tutorials, by kind', async ({ page }) => {
    await page.goto('/en/tutorials');
    await settle(page);
    const all = await cardTypes(page);
    expect(all.length).toBeGreaterThan(0);
    for (const type of all) expect(type).toMatch(/^(Skills|Knowledge) tutorial$/);
    await expectNoSeriousViolations(page, 'tutorials');

    await page.getByRole('radiogroup', { name: 'Kind of tutorial' }).getByText('Skills', { exact: true }).click();
    await expect(page).toHaveURL(/[?&]kind=skills/);
    await settle(page);
    await expect.poll(() => cardTypes(page)).not.toContain('Knowledge tutorial');
    for (const type of await cardTypes(page)) expect(type).toBe('Skills tutorial');
  });
});
