import { expect, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';

/**
 * Creators work from phones: the smallest common width, where every step must fit without sideways
 * scrolling, with a touch screen (so `tap()` sends real touch events).
 */
export const phone = { viewport: { width: 360, height: 780 }, hasTouch: true };

/** Waits until the page has its heading and nothing is still loading. */
export async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
}

/** The axe scan, plus: nothing on the page is wider than the 360px screen. */
export async function checkPage(page: Page, label: string): Promise<void> {
  await expectNoSeriousViolations(page, label);
  const { width, widest } = await page.evaluate(() => {
    // The innermost elements reaching past the screen's edge (some may sit inside a sideways-scrolling list),
    // to name the culprit when this fails.
    const past = [...document.body.querySelectorAll('*')].filter(
      (node) => node.getBoundingClientRect().right > window.innerWidth + 1,
    );
    const leaves = past.filter((node) => !past.some((other) => other !== node && node.contains(other)));
    return {
      width: document.documentElement.scrollWidth,
      widest: leaves
        .slice(0, 5)
        .map(
          (node) =>
            `${node.tagName.toLowerCase()}.${String(node.className).slice(0, 80)}@${Math.round(node.getBoundingClientRect().right)}`,
        ),
    };
  });
  expect(width, `${label} fits a 360px screen; reaching past it: ${widest.join(', ')}`).toBeLessThanOrEqual(360);
}
