import { mediaBody, type ApiRouter } from '../../http/route';
import { notFound } from '../../http/errors';
import { testProvider } from '../../services/payments';
import { answerAt, ownReturnAddress } from './return-address';
import { localeOfReturn, renderTestCheckout, testCheckoutCss } from './test-checkout-page';

const base = '/payments/test-checkout';

/**
 * The test provider's own pages (PAYMENTS=test only; 404 otherwise): the checkout the buyer approves or
 * declines on, then a 303 back to the PWA with `token` (and `subscription_id`), the way PayPal returns.
 * `?return=` names the page the buyer came from (checked to be on this site); the form carries it to the answer.
 */
export function mountTestCheckout(router: ApiRouter): void {
  router.docs.push({
    method: 'get',
    path: `${base}/:id`,
    summary: 'Test provider checkout page (HTML)',
    access: 'public',
    permissions: [],
    responses: { 200: mediaBody('text/html', 'The page the buyer approves or declines on') },
  });
  router.hono.get(`${base}.css`, (c) => {
    if (!testProvider(c.var.deps)) throw notFound();
    return c.body(testCheckoutCss, 200, {
      'Content-Type': 'text/css; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    });
  });
  router.hono.get(`${base}/:id`, async (c) => {
    const provider = testProvider(c.var.deps);
    const row = provider && (await provider.findCheckout(c.req.param('id')));
    if (!row || row.kind === 'payout') throw notFound();
    const back = ownReturnAddress(c.req.query('return'), c.var.deps.config.publicUrl);
    const html = renderTestCheckout({
      id: row.id,
      kind: row.kind,
      description: row.description,
      amount: { amount: row.amount, currency: row.currency },
      locale: localeOfReturn(back?.toString() ?? row.returnUrl),
      open: row.status === 'created',
      action: `/api${base}/${encodeURIComponent(row.id)}`,
      returnTo: back ? back.pathname + back.search : undefined,
    });
    return c.html(html, 200, { 'Cache-Control': 'no-store' });
  });
  router.hono.post(`${base}/:id`, async (c) => {
    const provider = testProvider(c.var.deps);
    if (!provider) throw notFound();
    const form = await c.req.parseBody();
    const back = ownReturnAddress(form.return, c.var.deps.config.publicUrl);
    const decision = String(form.decision ?? '');
    const approve = decision === 'approve' || decision === 'approve-fail-renewals';
    // Decided first (one statement when the checkout is open); read only when it was not: answered before, or none.
    const id = c.req.param('id');
    const row =
      (await provider.decide(id, approve, decision === 'approve-fail-renewals')) ?? (await provider.findCheckout(id));
    if (!row || row.kind === 'payout') throw notFound();
    if (back) {
      const answer: Record<string, string> = approve
        ? { token: row.id, PayerID: 'TESTPAYER', ...(row.kind === 'subscription' ? { subscription_id: row.id } : {}) }
        : { token: row.id, cancelled: '1' };
      return c.redirect(answerAt(back, answer), 303);
    }
    const target = new URL(approve ? row.returnUrl : row.cancelUrl);
    target.searchParams.set('token', row.id);
    if (row.kind === 'subscription' && approve) target.searchParams.set('subscription_id', row.id);
    if (approve) target.searchParams.set('PayerID', 'TESTPAYER');
    return c.redirect(target.toString(), 303);
  });
}
