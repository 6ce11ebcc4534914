import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

function describe(violation: Violation): string {
  const nodes = violation.nodes.map((node) => {
    const summary = (node.failureSummary ?? '').replace(/\n\s*/g, ' ');
    return `    - ${node.target.join(' ')}\n      ${node.html.slice(0, 200)}\n      ${summary}`;
  });
  return [`  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})`, ...nodes].join('\n');
}

/**
 * The pages this worker has scanned: the address with its numbers and language generalised, the viewport
 * width and how many dialogs were open. A scan is the slowest step of a journey, and a page scanned once in
 * a state need not be scanned again in the next journey that passes through it.
 */
const scanned = new Set<string>();

async function scanKey(page: Page): Promise<string> {
  const { pathname, search } = new URL(page.url());
  const path = pathname.replace(/^\/(en|ja|ko|zh)(?=\/|$)/, '/:lang').replace(/\/\d+(?=\/|$)/g, '/:id');
  const dialogs = await page.locator('[role="dialog"]:visible, [role="alertdialog"]:visible').count();
  return `${path}${search.replace(/\d+/g, ':n')} ${page.viewportSize()?.width ?? 0}px ${dialogs} dialogs`;
}

/**
 * Scans the page as it is now and fails with a readable list of every serious or critical
 * violation; minor and moderate ones are attached to the test's annotations. A page already scanned in
 * the same state by this worker is not scanned again (the annotation says so).
 */
export async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  const key = await scanKey(page);
  if (scanned.has(key)) {
    test.info().annotations.push({ type: `axe ${label}`, description: `scanned earlier as ${key}` });
    return;
  }
  scanned.add(key);
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const minor = results.violations.filter((v) => !serious.includes(v));
  if (minor.length > 0) {
    test.info().annotations.push({ type: `axe (minor) ${label}`, description: minor.map(describe).join('\n') });
  }
  expect(
    serious.map((v) => `${v.impact} ${v.id}`),
    `${label} (${page.url()}) has serious or critical axe violations:\n${serious.map(describe).join('\n')}`,
  ).toEqual([]);
}
