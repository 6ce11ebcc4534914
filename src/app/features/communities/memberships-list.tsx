import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import type { SubscriptionView } from '@shared/schemas/commerce';
import { formatDate, formatPrice } from '@app/lib/format';
import { UiLink } from '@app/ui/link-context';
import { subscriptionsQueryOptions } from './api';

function MembershipState({ membership }: { membership: SubscriptionView }) {
  const { i18n } = useLingui();
  const end = membership.current_period_end
    ? formatDate(membership.current_period_end, 'long', i18n.locale as Locale)
    : null;
  switch (membership.status) {
    case 'active':
      return end ? <Trans>Renews on {end}</Trans> : <Trans>Active</Trans>;
    case 'leaving':
      return end ? <Trans>Left · access until {end}</Trans> : <Trans>Left</Trans>;
    case 'past_due':
      return <Trans>Payment failed · update it at the provider</Trans>;
    case 'pending':
      return <Trans>Waiting for payment approval</Trans>;
    default:
      return <Trans>Ended</Trans>;
  }
}

/**
 * `/library/communities`: each membership's state (renews on, access until after leaving, payment failed)
 * above the communities' content. Ended and never-approved memberships are left out.
 */
export function MembershipsList() {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const memberships = useQuery({ ...subscriptionsQueryOptions(), meta: { localErrors: true } });
  const shown = (memberships.data ?? []).filter((s) => ['active', 'leaving', 'past_due'].includes(s.status));
  if (shown.length === 0) return null;
  return (
    <ul aria-label={t`Your memberships`} className={css({ display: 'grid', gap: '2' })}>
      {shown.map((s) => (
        <li
          key={s.id}
          className={css({
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'space-between',
            gap: '2',
            p: '3',
            borderRadius: 'card',
            borderWidth: '1px',
            borderColor: 'border.default',
            bg: 'bg.surface',
          })}
        >
          <UiLink
            href={`/${locale}/content/${s.content_id}`}
            className={css({ color: 'accent.fg', fontWeight: 'semibold' })}
          >
            {s.title}
          </UiLink>
          <span className={css({ color: 'fg.muted' })}>
            {formatPrice(s.price, locale)} · <MembershipState membership={s} />
          </span>
        </li>
      ))}
    </ul>
  );
}
