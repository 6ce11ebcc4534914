// @vitest-environment jsdom
import { afterAll, describe, expect, it } from 'vitest';
import type { NotificationItem } from '@shared/schemas/notifications';
import { activateLocale, i18n } from '@app/platform/i18n';
import { kindLabels, notificationLine } from './notification-text';

const none = { loadOverrides: () => Promise.resolve(undefined) };
afterAll(() => activateLocale('en', none));

const item = (kind: NotificationItem['kind'], data: Record<string, unknown>): NotificationItem => ({
  id: 1,
  kind,
  object_type: 'subscription',
  object_id: 3,
  data,
  link: '/',
  read_at: null,
  created_at: '2026-06-01T12:00:00Z',
});

describe("a community's renewal and failed payment in the list", () => {
  it('reads a renewal as a receipt and a failed payment with the day access ends, in the viewer’s language', async () => {
    const data = { title: 'Morning practice', amount: 450, currency: 'USD' };
    await activateLocale('en', none);
    expect(notificationLine(i18n, item('purchase', data))).toBe('You bought “Morning practice”.');
    expect(
      notificationLine(i18n, item('purchase', { ...data, renewal: true, period_end: '2026-07-01T12:00:00.000Z' })),
    ).toBe('Your membership of “Morning practice” was renewed: you paid $4.50. It now runs until 2026-07-01.');
    expect(notificationLine(i18n, item('payment-failed', { ...data, access_until: '2026-07-02T12:00:00.000Z' }))).toBe(
      'The monthly payment of $4.50 for “Morning practice” failed. You keep access until 2026-07-02. Update your payment method at the provider to stay a member.',
    );

    await activateLocale('ja', none);
    expect(
      notificationLine(
        i18n,
        item('payment-failed', { ...data, currency: 'JPY', access_until: '2026-07-02T12:00:00Z' }),
      ),
    ).toBe(
      '「Morning practice」の月額¥450のお支払いに失敗しました。2026/07/02までは引き続きご利用いただけます。メンバーを続けるには、決済サービスでお支払い方法を更新してください。',
    );
    expect(i18n._(kindLabels['payment-failed'])).toBe('メンバーシップのお支払いの失敗');
  });
});
