import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import { buttonStyles } from '@app/ui/button';
import { usePageTitle } from '@app/platform/page/use-page-title';
import { SocialButtons } from './social';
import { AuthCard } from './auth-card';

const point = css({ display: 'grid', gap: '1', p: '4', bg: 'bg.muted', borderRadius: 'control' });

/** `/sign-up`: what an account gives fans and creators, then on to choosing which one you are. */
export function SignUpPage() {
  const { t, i18n } = useLingui();
  const lang = i18n.locale as Locale;
  usePageTitle(t`Sign up`);
  return (
    <AuthCard
      title={<Trans>Join Stagepass</Trans>}
      description={<Trans>One account to watch, learn and share what happens on stage.</Trans>}
      footer={
        <p>
          <Trans>
            Already have an account?{' '}
            <Link to="/$lang/sign-in/form" params={{ lang }}>
              Sign in
            </Link>
          </Trans>
        </p>
      }
    >
      <ul className={css({ display: 'grid', gap: '3' })}>
        <li className={point}>
          <strong>
            <Trans>For fans</Trans>
          </strong>
          <span className={css({ color: 'fg.muted' })}>
            <Trans>Unlock performances and classes, follow creators, build playlists and watch offline.</Trans>
          </span>
        </li>
        <li className={point}>
          <strong>
            <Trans>For creators</Trans>
          </strong>
          <span className={css({ color: 'fg.muted' })}>
            <Trans>Publish paid or free content, run classes and communities, and get paid for your work.</Trans>
          </span>
        </li>
      </ul>
      <SocialButtons intent="sign-in" />
      <Link to="/$lang/sign-up/type" params={{ lang }} className={buttonStyles({ size: 'lg' })}>
        <Trans>Create an account</Trans>
      </Link>
    </AuthCard>
  );
}
