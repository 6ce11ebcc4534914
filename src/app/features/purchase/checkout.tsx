import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import type { ContentResource } from '@shared/schemas/content';
import type { AppliedCoupon } from '@shared/schemas/coupons';
import { Button, buttonStyles } from '@app/ui/button';
import { FormError } from '@app/ui/form-error';
import { UiLink } from '@app/ui/link-context';
import { useCreatePayment } from './api';
import { CouponField } from './coupon-field';
import { failureMessage } from './failure-message';
import { ItemSummary } from './item-summary';
import { PriceSummary } from './price-summary';

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
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const [applied, setApplied] = useState<AppliedCoupon | null>(null);
  const [error, setError] = useState<string | null>(null);
  const pay = useCreatePayment();
  const contentHref = `/${locale}/content/${item.id}`;

  if (item.is_bought || item.is_own || item.is_free) {
    return (
      <div className={css({ display: 'grid', gap: '4' })}>
        <ItemSummary item={item} />
        <p role="status">
          {item.is_own ? (
            <Trans>This is your own item.</Trans>
          ) : item.is_free ? (
            <Trans>This item is free: add it to your collection from its page.</Trans>
          ) : (
            <Trans>You already have this item.</Trans>
          )}
        </p>
        <UiLink href={contentHref} className={buttonStyles({ variant: 'solid' })}>
          <Trans>Go to the item</Trans>
        </UiLink>
      </div>
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
      <Button
        type="button"
        size="lg"
        fullWidth
        loading={pay.isPending}
        onClick={() => {
          setError(null);
          pay.mutate(
            { contentId: item.id, couponCode: applied?.code ?? null },
            {
              // The provider's page (or the test provider's) takes over; it sends the buyer back here.
              onSuccess: (intent) => window.location.assign(intent.approve_url),
              onError: (e) => {
                if (applied && failureMessage(e)) setApplied(null);
                setError(failureMessage(e) ?? t`The payment could not be started. Try again in a moment.`);
              },
            },
          );
        }}
      >
        <Trans>Pay now</Trans>
      </Button>
      <p className={css({ color: 'fg.muted', textStyle: 'body.sm' })}>
        <Trans>You approve the payment on the payment provider's page and come back here to watch.</Trans>
      </p>
    </div>
  );
}
