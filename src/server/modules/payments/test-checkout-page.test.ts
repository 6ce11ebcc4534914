import { describe, expect, it } from 'vitest';
import { renderTestCheckout } from './test-checkout-page';

const page = (locale: 'en' | 'ko' | 'zh' | 'ja') =>
  renderTestCheckout({
    id: 'x',
    kind: 'order',
    description: 'Waltz',
    amount: { amount: 400, currency: 'USD' },
    locale,
    open: true,
    action: '/x',
  });

describe('the test checkout page', () => {
  it('writes the price as the app does, with the spec’s sign in every language', () => {
    for (const locale of ['en', 'ko', 'zh', 'ja'] as const) {
      expect(page(locale)).toContain('$4.00');
      expect(page(locale)).not.toContain('US$');
    }
  });
});
