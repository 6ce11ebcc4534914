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
 * Scans the page as it is now and fails with a readable list of every serious or critical
 * violation; minor and moderate ones are attached to the test's annotations.
 */
export async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
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
