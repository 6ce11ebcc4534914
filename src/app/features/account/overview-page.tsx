import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { CreatorRole } from '@shared/codes';
import { localeNames, isLocale, type Locale } from '@shared/locales';
import { currencyLabels } from '@shared/money';
import { Avatar } from '@app/ui/avatar';
import { buttonStyles } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { usePageTitle } from '@app/platform/page/use-page-title';
import { LinkedProviders } from '@app/features/auth';
import { useAccountProfile } from './api';
import { SectionHeading } from './section-heading';

const chip = css({ px: '3', py: '1', bg: 'bg.muted', borderRadius: 'pill', textStyle: 'body.sm' });

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className={css({ display: 'grid', gap: '1', gridTemplateColumns: { sm: '12rem 1fr' }, py: '3' })}>
      <dt className={css({ color: 'fg.muted', textStyle: 'body.sm' })}>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** `/account`: who is signed in, and what each edit page changes. */
export function AccountOverviewPage() {
  const { t, i18n } = useLingui();
  const lang = i18n.locale as Locale;
  const profile = useAccountProfile();
  usePageTitle(t`My account`);
  if (!profile) return null;

  const roleNames: Record<number, string> = {
    [CreatorRole.producer]: t`Producer`,
    [CreatorRole.organizer]: t`Organizer`,
    [CreatorRole.dancer]: t`Dancer`,
  };
  const role = roleNames[profile.creator_role ?? 0] ?? t`no role`;
  const accountType =
    profile.kind === 'creator' ? t`Creator (${role})` : profile.kind === 'admin' ? t`Administrator` : t`Fan`;
  const interests = [...(profile.genres ?? []), ...(profile.hobbies ?? [])];

  return (
    <div className={css({ display: 'grid', gap: '6' })}>
      <SectionHeading title={<Trans>My account</Trans>} />
      <Card as="section">
        <div className={css({ display: 'flex', gap: '4', alignItems: 'center', flexWrap: 'wrap' })}>
          <Avatar name={profile.name} src={profile.avatar} size="xl" decorative />
          <div className={css({ flex: '1', minWidth: '12rem' })}>
            <h2 className={css({ textStyle: 'heading.md' })}>{profile.name}</h2>
            <p className={css({ color: 'fg.muted' })}>@{profile.login}</p>
          </div>
          <Link to="/$lang/account/edit/public-data" params={{ lang }} className={buttonStyles({ variant: 'outline' })}>
            <Trans>Edit profile</Trans>
          </Link>
        </div>
        {profile.bio ? <p className={css({ mt: '4', whiteSpace: 'pre-line' })}>{profile.bio}</p> : null}
      </Card>
      <Card
        as="section"
        header={
          <h2 className={css({ textStyle: 'heading.sm' })}>
            <Trans>Account details</Trans>
          </h2>
        }
      >
        <dl className={css({ '& > div + div': { borderTopWidth: '1px', borderColor: 'border.default' } })}>
          <Row label={<Trans>Email</Trans>}>
            {profile.email}{' '}
            {profile.email_verified_at ? (
              <span className={css({ color: 'success.fg', textStyle: 'body.sm' })}>
                <Trans>(verified)</Trans>
              </span>
            ) : (
              <Link to="/$lang/sign-up/email-verification" params={{ lang }} className={css({ textStyle: 'body.sm' })}>
                <Trans>Not verified yet: send the link again</Trans>
              </Link>
            )}
          </Row>
          <Row label={<Trans>Account type</Trans>}>{accountType}</Row>
          <Row label={<Trans>Language</Trans>}>
            {isLocale(profile.preferred_locale) ? localeNames[profile.preferred_locale] : profile.preferred_locale}
          </Row>
          <Row label={<Trans>Currency</Trans>}>{currencyLabels[profile.preferred_currency]?.label}</Row>
          <Row label={<Trans>Interests</Trans>}>
            {interests.length > 0 ? (
              <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
                {interests.map((item, index) => (
                  <li key={`${index}-${item.id}`} className={chip}>
                    {item.name}
                  </li>
                ))}
              </ul>
            ) : (
              <Link to="/$lang/welcome/form" params={{ lang }}>
                <Trans>Choose your genres and hobbies</Trans>
              </Link>
            )}
          </Row>
        </dl>
      </Card>
      <LinkedProviders />
    </div>
  );
}
