import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import CircleAlertIcon from 'lucide-react/icons/circle-alert';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import type { ContentResource } from '@shared/schemas/content';
import { buttonStyles } from '@app/ui/button';
import { UiLink } from '@app/ui/link-context';
import { Spinner } from '@app/ui/spinner';
import { useCapturePayment } from './api';
import { refusalOf } from '@app/platform/errors';
import { ItemHeld } from './item-held';
import { ItemSummary } from './item-summary';
import { Receipt } from './receipt';

/**
 * Back from the provider: capture once (the server answers a replay with the same result, so a reload is safe),
 * then show the receipt, or why nothing was unlocked (declined, not approved) with a way to try again.
 */
export function PaymentReturn({ item, paymentId }: { item: ContentResource; paymentId: string }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const capture = useCapturePayment();
  const started = useRef<string | null>(null);
  useEffect(() => {
    if (started.current === paymentId) return;
    started.current = paymentId;
    capture.mutate(paymentId);
  }, [paymentId, capture]);

  if (capture.isSuccess && capture.data.is_bought) return <Receipt item={item} result={capture.data} />;
  // Approved in another tab too: that payment unlocked it and this one lapsed uncharged. One state, not a refusal.
  if (capture.isError && item.is_bought) return <ItemHeld item={item} />;
  if (capture.isError || (capture.isSuccess && !capture.data.is_bought)) {
    const reason = capture.isError
      ? refusalOf(capture.error, t`The payment could not be confirmed. Try again in a moment.`).message
      : t`The payment was declined. Nothing was charged.`;
    return (
      <div className={css({ display: 'grid', gap: '4' })}>
        <ItemSummary item={item} />
        <div role="alert" className={css({ display: 'flex', gap: '2', alignItems: 'start', color: 'danger.fg' })}>
          <CircleAlertIcon size={20} />
          <p>{reason}</p>
        </div>
        <p>
          <Trans>The item is still locked. You can try again with another payment method.</Trans>
        </p>
        <UiLink href={`/${locale}/purchase?content=${item.id}`} className={buttonStyles({ variant: 'solid' })}>
          <Trans>Try again</Trans>
        </UiLink>
      </div>
    );
  }
  return (
    <div className={css({ display: 'grid', gap: '4', justifyItems: 'center', py: '6' })} aria-live="polite">
      <Spinner label={t`Confirming your payment…`} />
      <p>
        <Trans>Confirming your payment…</Trans>
      </p>
    </div>
  );
}
