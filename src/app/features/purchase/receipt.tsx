import { Trans, useLingui } from '@lingui/react/macro';
import CheckIcon from 'lucide-react/icons/check';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import type { CaptureResult } from '@shared/schemas/commerce';
import type { ContentResource } from '@shared/schemas/content';
import { formatDate, formatPrice } from '@app/platform/format';
import { buttonStyles } from '@app/ui/button';
import { UiLink } from '@app/ui/link-context';

// A label never gives its width to a long value: squeezed, a CJK label breaks one character per line.
const row = css({
  display: 'flex',
  justifyContent: 'space-between',
  gap: '4',
  '& dt': { flexShrink: '0', whiteSpace: 'nowrap' },
});

/** After a successful capture: what was paid, and the way to watch (the item is unlocked already). */
export function Receipt({ item, result }: { item: ContentResource; result: CaptureResult }) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const reference = result.order_id ?? result.subscription_id;
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <div role="status">
        <h2 className={css({ textStyle: 'heading.md', display: 'flex', gap: '2', alignItems: 'center' })}>
          <CheckIcon size={20} className={css({ color: 'success.fg' })} />
          {result.kind === 'subscription' ? <Trans>Welcome to the community</Trans> : <Trans>Payment complete</Trans>}
        </h2>
      </div>
      <dl className={css({ display: 'grid', gap: '2' })}>
        <div className={row}>
          <dt>
            <Trans>Item</Trans>
          </dt>
          <dd className={css({ textAlign: 'end', overflowWrap: 'anywhere' })}>{item.title}</dd>
        </div>
        <div className={row}>
          <dt>
            <Trans>Paid</Trans>
          </dt>
          <dd data-testid="receipt-total">{formatPrice(result.total, locale)}</dd>
        </div>
        <div className={row}>
          <dt>
            <Trans>Date</Trans>
          </dt>
          <dd>{formatDate(new Date(), 'long', locale)}</dd>
        </div>
        {reference ? (
          <div className={row}>
            <dt>
              <Trans>Reference</Trans>
            </dt>
            <dd>#{reference}</dd>
          </div>
        ) : null}
      </dl>
      <p className={css({ color: 'fg.muted' })}>
        <Trans>A receipt is on its way to your e-mail.</Trans>
      </p>
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
        <UiLink href={`/${locale}/content/${item.id}`} className={buttonStyles({ variant: 'solid' })}>
          {result.kind === 'subscription' ? <Trans>Open the community</Trans> : <Trans>Watch now</Trans>}
        </UiLink>
        <UiLink href={`/${locale}/library`} className={buttonStyles({ variant: 'outline' })}>
          <Trans>Go to your library</Trans>
        </UiLink>
        <UiLink href={`/${locale}/account/purchases`} className={buttonStyles({ variant: 'link' })}>
          <Trans>All your purchases</Trans>
        </UiLink>
      </div>
    </div>
  );
}
