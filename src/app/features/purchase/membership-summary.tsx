import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import type { SubscriptionView } from '@shared/schemas/commerce';
import { formatDate } from '@app/platform/format';
import { subscriptionsQueryOptions } from './community-api';

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
 * Under a community's card on `/library/communities`: its membership's state (renews on, access until
 * after leaving, payment failed), so each community is listed once. Nothing for ended or unapproved ones.
 */
export function MembershipSummary({ contentId }: { contentId: number }) {
  const memberships = useQuery({ ...subscriptionsQueryOptions(), meta: { localErrors: true } });
  const membership = (memberships.data ?? []).find(
    (s) => s.content_id === contentId && ['active', 'leaving', 'past_due'].includes(s.status),
  );
  if (!membership) return null;
  return (
    <p className={css({ color: 'fg.muted', textStyle: 'body.sm' })}>
      <MembershipState membership={membership} />
    </p>
  );
}
