import { expect, test } from '@playwright/test';
import { FIRST_VIEW_TARGET_KIB, measureFirstViews } from '../../bench/first-view-pages';
import { baseURL } from '../../playwright.config';

/*
 * Issue 17: each of the five public pages' first view, signed out, as `npm run bench:first-view` counts it (every
 * script requested until the page's heading is in and the network is idle, gzipped, service workers blocked).
 * The goal is FIRST_VIEW_TARGET_KIB on every page; where a page is not there yet its bound is the figure reached
 * plus 5 %, so a change that makes it heavier fails here (docs/architecture.md "First view on a diet").
 */
const REACHED_KIB: Record<string, number> = {
  home: 186.5,
  content: 225.2,
  creator: 192.5,
  search: 217.2,
  library: 228.6,
};
const boundOf = (page: string) => Math.max(FIRST_VIEW_TARGET_KIB, (REACHED_KIB[page] ?? 0) * 1.05);

test('every public page loads its first view within its bound of gzipped script', async () => {
  test.setTimeout(600_000);
  const views = await measureFirstViews(baseURL);
  expect(views.map((view) => view.page).sort()).toEqual(Object.keys(REACHED_KIB).sort());
  for (const view of views) {
    const kib = view.gzipBytes / 1024;
    const listing = view.scripts.map((s) => `${s.path} ${(s.gzipBytes / 1024).toFixed(1)}`).join(', ');
    expect(
      kib,
      `${view.path}: ${kib.toFixed(1)} KB gz in ${view.scripts.length} scripts (${listing})`,
    ).toBeLessThanOrEqual(boundOf(view.page));
    expect(
      view.scripts.filter((s) => /\/(hls|message-compiler)[-.]/.test(s.path)),
      view.path,
    ).toEqual([]);
  }
});
