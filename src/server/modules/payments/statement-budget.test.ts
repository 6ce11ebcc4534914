import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@tests/support/harness';
import { statementsOf, withoutTransactionControl } from '@tests/support/statement-log';
import type { TestApp } from '../auth/testing';
import { createContent } from '../content/testing';
import { person } from '../fan/testing';
import { answerCheckout, capture, startPurchase } from './testing';

/**
 * What a purchase costs the database, phase by phase (transaction control apart, so PGlite and PostgreSQL
 * compare). The count does not depend on the machine's load, unlike the bench's purchases per second.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function purchasePhases(creator: { id: number }) {
  const fan = await person(t);
  const item = await createContent(t.deps, creator.id, { price: 700 });
  let id = '';
  const create = await statementsOf(t.deps.db, async () => {
    id = (await startPurchase(t, fan.token, item.id)).payment_intent_id;
  });
  const checkout = await statementsOf(t.deps.db, () => answerCheckout(t, id, 'approve'));
  const captured = await statementsOf(t.deps.db, async () => {
    expect((await capture(t, fan.token, id)).status).toBe(200);
  });
  return { create, checkout, capture: captured };
}

describe('statements per purchase', () => {
  it('creates, checks out and captures in few statements, the second sale of a creator as the first', async () => {
    const creator = await person(t, 'creator');
    await purchasePhases(creator); // the first sale creates the ledger accounts
    const phases = await purchasePhases(creator);
    const counts = Object.fromEntries(
      Object.entries(phases).map(([phase, statements]) => [phase, withoutTransactionControl(statements).length]),
    );
    // Create: token; the item, listed and not blocked; the buyer's entitlements; the test provider's checkout; the
    // order (the quote uses the item already read). Checkout: the open checkout decided (one statement).
    // Capture: token; order with held/listed; the test provider's capture of the approved checkout (one
    // statement); then the one transaction: order paid with its entitlement and the item's owner, title and
    // settings (one statement), the ledger transaction with its entries on their accounts (one statement), both
    // notifications (settings, push subscriptions, rows, deliveries), one NOTIFY, the receipt job.
    expect(counts).toEqual({ create: 5, checkout: 1, capture: 11 });
  });
});
