import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { demo, signInOnSite, type Account } from './support/session';

async function tokenOf(request: APIRequestContext, account: Account, scope: 'api' | 'backend'): Promise<string> {
  const response = await request.post('/auth/login', { data: { ...account, scopes: [scope] } });
  expect(response.ok(), `sign-in of ${account.email}`).toBe(true);
  return ((await response.json()) as { oauth: { access_token: string } }).oauth.access_token;
}

const headers = (token: string) => ({ Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' });

/**
 * A sale of one of the creator's items through the real flow (create, approve on the test checkout, capture),
 * with the admin's holding period at 0 days so the income is ready to withdraw at once.
 */
async function sellOneItem(request: APIRequestContext): Promise<void> {
  const admin = await tokenOf(request, demo.admin, 'backend');
  const settings = await request.put('/admin-api/commerce-settings', {
    headers: headers(admin),
    data: { platform_fee_bps: 1000, holding_days: 0 },
  });
  expect(settings.ok(), 'holding period set to 0').toBe(true);

  const creator = await tokenOf(request, demo.creator, 'api');
  const profile = (await (await request.get('/api/profile', { headers: headers(creator) })).json()) as {
    data: { id: number };
  };
  const list = await request.get(
    `/api/content?filter[owner_id]=${profile.data.id}&filter[price][>]=0&filter[type][<>]=50&limit=50`,
  );
  const fan = await tokenOf(request, demo.fan, 'api');
  let item: { id: number } | undefined;
  for (const candidate of ((await list.json()) as { data: { id: number }[] }).data) {
    const viewed = await request.get(`/api/content/${candidate.id}`, { headers: headers(fan) });
    if (!((await viewed.json()) as { data: { is_bought: boolean } }).data.is_bought) {
      item = candidate;
      break;
    }
  }
  expect(item, "a paid item of the demo creator's the demo fan does not hold").toBeDefined();

  const created = await request.post('/api/paypal/create-pi', {
    headers: headers(fan),
    data: { content_id: item!.id },
  });
  expect(created.status(), await created.text()).toBe(201);
  const intent = ((await created.json()) as { data: { approve_url: string; payment_intent_id: string } }).data;
  const approved = await request.post(new URL(intent.approve_url).pathname, {
    form: { decision: 'approve' },
    maxRedirects: 0,
  });
  expect(approved.status()).toBe(303);
  const captured = await request.put('/api/paypal/capture', {
    headers: headers(fan),
    data: { payment_intent_id: intent.payment_intent_id },
  });
  expect(captured.ok(), 'capture').toBe(true);
}

test('the demo creator sees balances and history, links PayPal and withdraws', async ({ page, request }) => {
  // A sale through the provider, PayPal linking, a withdrawal and four axe scans: more than the default minute.
  test.setTimeout(180_000);
  await sellOneItem(request);
  await signInOnSite(page, demo.creator);

  await test.step('sees the balances, the income chart and the sale in the history', async () => {
    await page.goto('/en/creator/finance');
    await expect(page.getByRole('heading', { level: 1, name: 'Finance' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('ready to withdraw').first()).toBeVisible();
    await expect(page.getByRole('figure', { name: /^Net income from/ })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Transactions' }).getByText('Sale').first()).toBeVisible();
    await page.getByText('Show the numbers as a table').click();
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoSeriousViolations(page, 'creator finance');
  });

  await test.step('keeps the balance in euros, then back in dollars', async () => {
    const choose = async (label: string) => {
      await page.getByRole('combobox', { name: 'Balance currency' }).click();
      await page.getByRole('option', { name: label }).click();
      await expect(page.getByRole('combobox', { name: 'Balance currency' })).toHaveText(new RegExp(label));
    };
    const balanceCurrency = () =>
      page.evaluate(async () => {
        const token = localStorage.getItem('stagepass.site.access_token');
        const response = await fetch('/api/profile', {
          headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' },
        });
        return ((await response.json()) as { data: { balance_currency: string } }).data.balance_currency;
      });
    const before = await balanceCurrency();
    await choose('EUR');
    await expect.poll(balanceCurrency).toBe('EUR');
    await choose(before === 'JPY' ? 'YEN' : before);
    await expect.poll(balanceCurrency).toBe(before);
  });

  await test.step('unlinks and links a (test) PayPal account', async () => {
    await page.getByRole('link', { name: 'PayPal account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'PayPal account' })).toBeVisible();
    const unlink = page.getByRole('button', { name: 'Unlink PayPal' });
    const email = page.getByLabel('PayPal e-mail');
    await expect(unlink.or(email)).toBeVisible();
    if (await unlink.isVisible()) {
      await expectNoSeriousViolations(page, 'PayPal account (linked)');
      await unlink.click();
    }
    await expect(email).toBeVisible();
    await expectNoSeriousViolations(page, 'PayPal account');
    await page.getByLabel('PayPal e-mail').fill('creator@example.com');
    await page.getByRole('button', { name: 'Link PayPal' }).click();
    await expect(page.getByText(/^Withdrawals go to /)).toBeVisible();
  });

  await test.step('withdraws after confirming, and the payout shows', async () => {
    await page.getByRole('link', { name: 'Back to finance' }).click();
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Withdraw to PayPal' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByRole('heading', { name: 'Confirm the withdrawal' })).toBeVisible();
    await expectNoSeriousViolations(page, 'withdraw confirmation');
    await dialog.getByRole('button', { name: /^Withdraw / }).click();
    await expect(page.getByText('Withdrawal requested')).toBeVisible();
    await expect(
      page
        .getByRole('list', { name: 'Transactions' })
        .getByText(/^Withdrawal/)
        .first(),
    ).toBeVisible();
  });
});
