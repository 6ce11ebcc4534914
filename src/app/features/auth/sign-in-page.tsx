import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import type { Locale } from '@shared/locales';
import { usePageTitle } from '@app/platform/page/use-page-title';
import { SocialButtons } from './social';
import { afterSignInPath } from './after-sign-in';
import { AuthCard } from './auth-card';
import { SignInForm } from './sign-in-form';

export function SignInPage() {
  const { t, i18n } = useLingui();
  const lang = i18n.locale as Locale;
  const { redirect } = useSearch({ from: '/$lang/sign-in/form' });
  const navigate = useNavigate();
  usePageTitle(t`Sign in`);

  return (
    <AuthCard
      title={<Trans>Sign in to Stagepass</Trans>}
      description={<Trans>Welcome back. Sign in to watch what you own and follow your creators.</Trans>}
      footer={
        <>
          <p>
            <Link to="/$lang/password/email" params={{ lang }}>
              <Trans>Forgot your password?</Trans>
            </Link>
          </p>
          <p>
            <Trans>
              New to Stagepass?{' '}
              <Link to="/$lang/sign-up" params={{ lang }}>
                Create an account
              </Link>
            </Trans>
          </p>
        </>
      }
    >
      <SocialButtons intent="sign-in" />
      <SignInForm scope="site" onSignedIn={() => navigate({ href: afterSignInPath(redirect, lang), replace: true })} />
    </AuthCard>
  );
}
