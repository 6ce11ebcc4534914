import { isLocale, type Locale } from '@shared/locales';
import { formatPrice, type Money } from '@shared/money';
import { escapeHtml } from '../auth/mail/layout';

const words: Record<
  Locale,
  Record<'title' | 'note' | 'pay' | 'subscribe' | 'decline' | 'failRenewals' | 'done' | 'monthly', string>
> = {
  en: {
    title: 'Test payment',
    note: 'This is the built-in test payment provider. No real money moves.',
    pay: 'Approve payment',
    subscribe: 'Approve monthly payments',
    decline: 'Decline',
    failRenewals: 'Approve, but let later renewals fail',
    done: 'This payment has already been answered.',
    monthly: 'per month',
  },
  ja: {
    title: 'テスト決済',
    note: 'これは内蔵のテスト用決済サービスです。実際のお金は動きません。',
    pay: '支払いを承認する',
    subscribe: '毎月の支払いを承認する',
    decline: '拒否する',
    failRenewals: '承認するが、以降の更新は失敗させる',
    done: 'この支払いにはすでに回答済みです。',
    monthly: '／月',
  },
  ko: {
    title: '테스트 결제',
    note: '내장된 테스트 결제 서비스입니다. 실제 돈은 오가지 않습니다.',
    pay: '결제 승인',
    subscribe: '월별 결제 승인',
    decline: '거절',
    failRenewals: '승인하되 이후 갱신은 실패하게 하기',
    done: '이 결제는 이미 처리되었습니다.',
    monthly: '/월',
  },
  zh: {
    title: '测试付款',
    note: '这是内置的测试支付服务，不会产生真实的资金往来。',
    pay: '批准付款',
    subscribe: '批准按月付款',
    decline: '拒绝',
    failRenewals: '批准，但让之后的续费失败',
    done: '此付款已处理过。',
    monthly: '/月',
  },
};

/** The locale of the PWA page the buyer returns to (`/<lang>/purchase?…`), for the page's language. */
export function localeOfReturn(returnUrl: string): Locale {
  const first = new URL(returnUrl, 'http://x').pathname.split('/')[1];
  return isLocale(first) ? first : 'en';
}

/**
 * The test provider's checkout page: plain HTML, no script at all (the CSP allows none inline), the
 * buttons are form posts; a stylesheet of its own is served beside it.
 */
export function renderTestCheckout(input: {
  id: string;
  kind: 'order' | 'subscription' | 'payout';
  description: string;
  amount: Money;
  locale: Locale;
  open: boolean;
  action: string;
  /** The page the buyer came from (a path on this site), sent back with the answer. */
  returnTo?: string;
}): string {
  const w = words[input.locale];
  const price = formatPrice(input.amount, input.locale) + (input.kind === 'subscription' ? ` ${w.monthly}` : '');
  const button = (decision: string, label: string, cls: string) =>
    `<button type="submit" name="decision" value="${decision}" class="${cls}">${escapeHtml(label)}</button>`;
  const form = input.open
    ? `<form method="post" action="${escapeHtml(input.action)}">${
        input.returnTo ? `<input type="hidden" name="return" value="${escapeHtml(input.returnTo)}">` : ''
      }${button('approve', input.kind === 'subscription' ? w.subscribe : w.pay, 'primary')}${
        input.kind === 'subscription' ? button('approve-fail-renewals', w.failRenewals, 'secondary') : ''
      }${button('decline', w.decline, 'secondary')}</form>`
    : `<p role="status">${escapeHtml(w.done)}</p>`;
  return [
    `<!doctype html><html lang="${input.locale}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(w.title)}</title><link rel="stylesheet" href="/api/payments/test-checkout.css"></head>`,
    `<body><main><h1>${escapeHtml(w.title)}</h1>`,
    `<p class="item">${escapeHtml(input.description)}</p><p class="price">${escapeHtml(price)}</p>`,
    `${form}<p class="note">${escapeHtml(w.note)}</p></main></body></html>`,
  ].join('');
}

export const testCheckoutCss = `
body{margin:0;font-family:system-ui,sans-serif;background:#f4f2fb;color:#1a1a1a}
main{max-width:28rem;margin:3rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:1.4rem;margin:0 0 1rem}.item{margin:0}.price{font-size:1.6rem;font-weight:700;margin:.5rem 0 1.5rem}
form{display:flex;flex-direction:column;gap:.75rem}
button{font:inherit;padding:.8rem 1rem;border-radius:8px;border:2px solid #3b2a8f;cursor:pointer}
button:focus-visible{outline:3px solid #f0a500;outline-offset:2px}
.primary{background:#3b2a8f;color:#fff}.secondary{background:#fff;color:#3b2a8f}
.note{font-size:.85rem;color:#4a4a4a;margin-top:1.5rem}
`;
