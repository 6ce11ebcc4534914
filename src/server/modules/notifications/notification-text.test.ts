import { describe, expect, it } from 'vitest';
import { notificationText } from './notification-text';

describe('notificationText', () => {
  it('tells an accepted from a declined collaboration, in the reader’s language', () => {
    const data = { name: 'Leo', title: 'Turn drills' };
    expect(notificationText('en', 'collaboration-reply', { ...data, status: 1 }).body).toBe(
      'Leo accepted your invitation to collaborate on “Turn drills”.',
    );
    expect(notificationText('en', 'collaboration-reply', { ...data, status: 2 }).body).toBe(
      'Leo declined your invitation to collaborate on “Turn drills”.',
    );
    expect(notificationText('ja', 'collaboration-reply', { ...data, status: 2 }).body).toBe(
      'Leoが「Turn drills」のコラボレーションの招待を辞退しました。',
    );
  });

  it('tells a failed payout from a paid one, and a dismissed report from a resolved one', () => {
    expect(notificationText('en', 'payout', { status: 'paid' })).toEqual({
      title: 'Payout sent',
      body: 'Your payout is on its way.',
    });
    expect(notificationText('ko', 'payout', { status: 'failed' })).toEqual({
      title: '정산금 지급 실패',
      body: '정산금을 보내지 못했습니다. 금액은 잔액으로 돌아갔습니다.',
    });
    expect(notificationText('en', 'report-outcome', { outcome: 'resolved' }).body).toBe(
      'Thank you: a moderator reviewed your report and took action.',
    );
    expect(notificationText('zh', 'report-outcome', { outcome: 'dismissed' }).body).toBe(
      '谢谢你的举报，管理员已审核，未发现违反规则的内容。',
    );
  });

  it("reads a community's renewal as a receipt and a failed payment with the day access ends", () => {
    const data = { title: 'Crew', amount: 1200, currency: 'EUR' };
    expect(notificationText('en', 'purchase', data).body).toBe('You bought “Crew”.');
    expect(
      notificationText('ko', 'purchase', { ...data, renewal: true, period_end: '2026-07-01T09:00:00.000Z' }),
    ).toEqual({
      title: '멤버십이 갱신되었습니다',
      body: '“Crew” 멤버십이 갱신되었습니다. 결제 금액은 €12.00이며, 2026. 7. 1.까지 이용할 수 있습니다.',
    });
    const dollars = { ...data, amount: 400, currency: 'USD', access_until: '2026-07-02T09:00:00.000Z' };
    expect(notificationText('zh', 'payment-failed', dollars)).toEqual({
      title: '会员付款失败',
      body: '“Crew”每月 $4.00 的付款失败。你在 2026年7月2日 之前仍可访问。如需继续作为会员，请在支付服务中更新付款方式。',
    });
  });

  it('writes the day in the reader’s own order, and English as the spec’s YYYY-MM-DD', () => {
    const data = { title: 'Crew', amount: 1500, currency: 'JPY', access_until: '2026-07-02T09:00:00.000Z' };
    expect(notificationText('en', 'payment-failed', data).body).toContain(
      '¥1,500 for “Crew” failed. You keep access until 2026-07-02.',
    );
    expect(notificationText('ja', 'payment-failed', data).body).toContain(
      '月額¥1,500のお支払いに失敗しました。2026/07/02まで',
    );
  });

  it('shows a chat message itself, or says an attachment was sent', () => {
    expect(notificationText('en', 'chat-message', { author_name: 'Mia', preview: 'See you!' })).toEqual({
      title: 'New message from Mia',
      body: 'See you!',
    });
    expect(notificationText('ja', 'chat-message', { author_name: 'Mia', preview: '' }).body).toBe(
      'ファイルを送信しました。',
    );
  });
});
