import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { css } from 'styled-system/css';
import type { PaymentIntent } from '@shared/schemas/commerce';
import type { ContentResource } from '@shared/schemas/content';
import type { AppliedCoupon } from '@shared/schemas/coupons';
import { Button } from '@app/ui/button';
import { FormError } from '@app/ui/form-error';
import { useCreatePayment } from './api';
import { CouponField } from './coupon-field';
import { refusalOf } from '@app/platform/errors';
import { ItemHeld } from './item-held';
import { ItemSummary } from './item-summary';
import { PriceSummary } from './price-summary';

/**
 * The built-in test checkout sends the fan back to this very page (its address checked by the server);
 * a real provider returns to the address the server gave it.
 */
function approveAddress(intent: PaymentIntent): string {
  if (intent.provider !== 'test') return intent.approve_url;
  const here = new URLSearchParams(window.location.search);
  for (const name of ['token', 'PayerID', 'subscription_id', 'cancelled']) here.delete(name);
  const query = here.toString();
  const url = new URL(intent.approve_url, window.location.href);
  url.searchParams.set('return', `${window.location.pathname}${query ? `?${query}` : ''}`);
  return url.toString();
}

/** Before paying: the item, the coupon and the total; "Pay" opens the provider's checkout. */
export function Checkout({
  item,
  cancelled,
  initialCode,
}: {
  item: ContentResource;
  cancelled: boolean;
  initialCode?: string;
}) {
  const { t } = useLingui();
  const [applied, setApplied] = useState<AppliedCoupon | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const starting = useRef(false);
  const pay = useCreatePayment();
  // One Idempotency-Key per coupon (one price of this item): the server answers a repeat with the first order.
  const keys = useRef(new Map<string, string>());

  if (item.is_bought || item.is_own || item.is_free) return <ItemHeld item={item} />;

  function startPayment() {
    // A second click before React re-renders the button busy must not open a second order.
    if (starting.current) return;
    starting.current = true;
    setError(null);
    const code = applied?.code ?? '';
    const key = keys.current.get(code) ?? crypto.randomUUID();
    keys.current.set(code, key);
    pay.mutate(
      { contentId: item.id, couponCode: applied?.code ?? null, key },
      {
        // The provider's page (or the test provider's) takes over; it sends the buyer back here.
        onSuccess: (intent) => {
          setLeaving(true);
          window.location.assign(approveAddress(intent));
        },
        onError: (e) => {
          starting.current = false;
          const refusal = refusalOf(e, t`The payment could not be started. Try again in a moment.`);
          // The server refused the choice (the coupon, the item): the coupon is checked again from scratch.
          if (applied && Object.keys(refusal.fields).length > 0) setApplied(null);
          setError(refusal.message);
        },
      },
    );
  }

  const total = applied?.total ?? item.price;
  return (
    <div className={css({ display: 'grid', gap: '5' })}>
      <ItemSummary item={item} />
      {cancelled ? (
        <p role="status" className={css({ color: 'fg.muted' })}>
          <Trans>The payment was declined or cancelled. Nothing was charged.</Trans>
        </p>
      ) : null}
      <CouponField contentId={item.id} applied={applied} onApplied={setApplied} initialCode={initialCode} />
      <PriceSummary listPrice={applied?.list_price ?? item.price} discount={applied?.discount ?? null} total={total} />
      <FormError>{error}</FormError>
      {/* Busy from the click until the provider's page has replaced this one. */}
      <Button type="button" size="lg" fullWidth loading={pay.isPending || leaving} onClick={startPayment}>
        <Trans>Pay now</Trans>
      </Button>
      <p className={css({ color: 'fg.muted', textStyle: 'body.sm' })}>
        <Trans>You approve the payment on the payment provider's page and come back here to watch.</Trans>
      </p>
    </div>
  );
}
