import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import { useIsSignedIn } from '@app/platform/session';
import { buttonStyles } from '@app/ui/button';
import { usePageTitle } from '@app/platform/page/use-page-title';
import { SocialButtons } from './social';
import { AuthCard } from './auth-card';

/** `/welcome`: where an ended session lands (spec §8), and a friendly door for anyone signed out. */
export function WelcomePage() {
  const { t, i18n } = useLingui();
  const lang = i18n.locale as Locale;
  const signedIn = useIsSignedIn('site');
  usePageTitle(t`Welcome`);

  if (signedIn) {
    return (
      <AuthCard title={<Trans>Welcome to Stagepass</Trans>} description={<Trans>You are signed in.</Trans>}>
        <Link to="/$lang" params={{ lang }} className={buttonStyles({ size: 'lg' })}>
          <Trans>Go to the home page</Trans>
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={<Trans>Welcome to Stagepass</Trans>}
      description={
        <Trans>
          Sign in to continue where you left off. If your session has ended, signing in again brings it back.
        </Trans>
      }
    >
      <SocialButtons intent="sign-in" />
      <div className={css({ display: 'grid', gap: '3', gridTemplateColumns: { sm: '1fr 1fr' } })}>
        <Link to="/$lang/sign-in/form" params={{ lang }} className={buttonStyles({ size: 'lg' })}>
          <Trans>Sign in</Trans>
        </Link>
        <Link to="/$lang/sign-up" params={{ lang }} className={buttonStyles({ size: 'lg', variant: 'outline' })}>
          <Trans>Create an account</Trans>
        </Link>
      </div>
    </AuthCard>
  );
}
