import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import type { SubscriptionView } from '@shared/schemas/commerce';
import type { ContentResource } from '@shared/schemas/content';
import { formatDate, formatPrice } from '@app/platform/format';
import { useIsSignedIn } from '@app/platform/session';
import { Button, buttonStyles } from '@app/ui/button';
import { FormError } from '@app/ui/form-error';
import { UiLink } from '@app/ui/link-context';
import { ModalOnDemand } from '@app/ui/modal-on-demand';
import { ApproximatePrice } from './approximate-price';
import { refusalOf } from '@app/platform/errors';
import { useEndMembership, useJoinCommunity, subscriptionsQueryOptions } from './community-api';

/** A membership that still gives access (statuses the server keeps unlocking). */
const current = (s: SubscriptionView) => s.status === 'active' || s.status === 'leaving' || s.status === 'past_due';

/**
 * A community (type 50) for the viewer: join with its monthly price and what is included; once a member, the
 * state (renews on / access until), leave (keeps access to the period's end) and cancel (ends it now).
 */
export function CommunityMembership({ item, cancelled = false }: { item: ContentResource; cancelled?: boolean }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const signedIn = useIsSignedIn('site');
  const memberships = useQuery({ ...subscriptionsQueryOptions(), enabled: signedIn && !item.is_own });
  const membership = memberships.data?.find((s) => s.content_id === item.id && current(s)) ?? null;
  const join = useJoinCommunity(item.id);
  const [error, setError] = useState<string | null>(null);
  const included = item.availableSubscribedContent?.length ?? 0;
  const price = formatPrice(item.price, locale);
  const currency = item.price.currency;

  if (item.is_own) return null;
  if (membership) return <MemberState item={item} membership={membership} />;
  // Held without a membership this person can manage (granted, or its row not loaded): never offered for sale again.
  if (item.is_bought) return <HeldCommunity />;
  return (
    <section aria-labelledby="community-join" className={css({ display: 'grid', gap: '3' })}>
      <h2 id="community-join" className={css({ textStyle: 'heading.md' })}>
        <Trans>Join the community</Trans>
      </h2>
      <p className={css({ textStyle: 'heading.sm' })}>
        <Trans>{price} a month</Trans>
      </p>
      <ApproximatePrice price={item.price} className={css({ color: 'fg.muted', textStyle: 'body.sm' })} />
      <p>
        <Plural
          value={included}
          one="Members watch # item of this creator while their membership lasts."
          other="Members watch # items of this creator while their membership lasts."
        />
      </p>
      {cancelled ? (
        <p role="status" className={css({ color: 'fg.muted' })}>
          <Trans>You cancelled before joining. Nothing was charged.</Trans>
        </p>
      ) : null}
      <FormError>{error}</FormError>
      {signedIn ? (
        <Button
          type="button"
          loading={join.isPending}
          onClick={() =>
            join.mutate(undefined, {
              onSuccess: (pending) => window.location.assign(pending.approve_url),
              onError: (e) => setError(refusalOf(e, t`Joining failed. Try again in a moment.`).message),
            })
          }
        >
          <Trans>Join for {price} a month</Trans>
        </Button>
      ) : (
        <UiLink href={`/${locale}/purchase?content=${item.id}`} className={buttonStyles({ variant: 'solid' })}>
          <Trans>Join for {price} a month</Trans>
        </UiLink>
      )}
      <p className={css({ color: 'fg.muted', textStyle: 'body.sm' })}>
        <Trans>Billed monthly in {currency}. Leave at any time; access lasts until the paid month ends.</Trans>
      </p>
    </section>
  );
}

function HeldCommunity() {
  return (
    <section aria-labelledby="community-member" className={css({ display: 'grid', gap: '3' })}>
      <h2 id="community-member" className={css({ textStyle: 'heading.md' })}>
        <Trans>You are a member</Trans>
      </h2>
      <p role="status" data-testid="membership-state">
        <Trans>This community is in your collection: its items are unlocked for you.</Trans>
      </p>
    </section>
  );
}

function MemberState({ item, membership }: { item: ContentResource; membership: SubscriptionView }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const [confirm, setConfirm] = useState<'leave' | 'cancel' | null>(null);
  const leave = useEndMembership(item.id, 'leave');
  const cancel = useEndMembership(item.id, 'cancel');
  const [error, setError] = useState<string | null>(null);
  const end = membership.current_period_end ? formatDate(membership.current_period_end, 'long', locale) : null;
  const pending = confirm === 'cancel' ? cancel : leave;
  return (
    <section aria-labelledby="community-member" className={css({ display: 'grid', gap: '3' })}>
      <h2 id="community-member" className={css({ textStyle: 'heading.md' })}>
        <Trans>You are a member</Trans>
      </h2>
      <p role="status" data-testid="membership-state">
        {membership.status === 'leaving' ? (
          end ? (
            <Trans>You left this community. Your access lasts until {end}.</Trans>
          ) : (
            <Trans>You left this community.</Trans>
          )
        ) : membership.status === 'past_due' ? (
          <Trans>The last payment failed. Update your payment method at the provider to keep access.</Trans>
        ) : end ? (
          <Trans>Your membership renews on {end}.</Trans>
        ) : (
          <Trans>Your membership is active.</Trans>
        )}
      </p>
      <FormError>{error}</FormError>
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        {membership.status !== 'leaving' ? (
          <Button type="button" variant="outline" onClick={() => setConfirm('leave')}>
            <Trans>Leave community</Trans>
          </Button>
        ) : null}
        <Button type="button" variant="danger" onClick={() => setConfirm('cancel')}>
          <Trans>Cancel membership now</Trans>
        </Button>
      </div>
      <ModalOnDemand
        open={confirm !== null}
        onOpenChange={(open) => (open ? null : setConfirm(null))}
        role="alertdialog"
        title={confirm === 'cancel' ? t`Cancel your membership now?` : t`Leave this community?`}
        description={
          confirm === 'cancel'
            ? t`Your access ends at once and no more payments are taken.`
            : end
              ? t`No more payments are taken. You keep access until ${end}.`
              : t`No more payments are taken. You keep access until the paid month ends.`
        }
        footer={
          <div className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end', flexWrap: 'wrap' })}>
            <Button type="button" variant="ghost" onClick={() => setConfirm(null)}>
              <Trans>Keep membership</Trans>
            </Button>
            <Button
              type="button"
              variant={confirm === 'cancel' ? 'danger' : 'solid'}
              loading={pending.isPending}
              onClick={() =>
                pending.mutate(undefined, {
                  onSuccess: () => setConfirm(null),
                  onError: (e) => {
                    setConfirm(null);
                    setError(refusalOf(e, t`That did not work. Try again in a moment.`).message);
                  },
                })
              }
            >
              {confirm === 'cancel' ? <Trans>Cancel now</Trans> : <Trans>Leave</Trans>}
            </Button>
          </div>
        }
      />
    </section>
  );
}
