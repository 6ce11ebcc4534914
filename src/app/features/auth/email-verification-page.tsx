import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearch } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import { useIsSignedIn, useProfile } from '@app/platform/session';
import { Button, buttonStyles } from '@app/ui/button';
import { FormError } from '@app/ui/form-error';
import { Spinner } from '@app/ui/spinner';
import { toast } from '@app/ui/toaster';
import { usePageTitle } from '@app/platform/page/use-page-title';
import { useResendVerification, useVerifyEmail } from './api';
import { AuthCard } from './auth-card';

/** Verifies `?token=` from the e-mail; without a token, asks the person to check their mail and offers a resend. */
export function EmailVerificationPage() {
  const { t, i18n } = useLingui();
  const lang = i18n.locale as Locale;
  const { token } = useSearch({ from: '/$lang/sign-up/email-verification' });
  const signedIn = useIsSignedIn('site');
  const { data: profile } = useProfile('site');
  const verification = useVerifyEmail(token);
  const resend = useResendVerification();
  usePageTitle(t`Verify your e-mail`);

  const next = signedIn ? (
    <Link to="/$lang/welcome/form" params={{ lang }} className={buttonStyles({ size: 'lg' })}>
      <Trans>Choose your interests</Trans>
    </Link>
  ) : (
    <Link to="/$lang/sign-in/form" params={{ lang }} className={buttonStyles({ size: 'lg' })}>
      <Trans>Sign in</Trans>
    </Link>
  );

  if (token && verification.isPending) {
    return (
      <AuthCard title={<Trans>Verifying your e-mail…</Trans>}>
        <Spinner label={t`Verifying your e-mail…`} />
      </AuthCard>
    );
  }
  if (token && verification.isSuccess) {
    return (
      <AuthCard
        title={<Trans>Your e-mail is verified</Trans>}
        description={<Trans>Thank you. Your account is ready.</Trans>}
      >
        {next}
      </AuthCard>
    );
  }

  const verified = Boolean(profile?.email_verified_at);
  const email = profile?.email;
  const resendButton = signedIn && !verified && (
    <Button
      type="button"
      variant="outline"
      loading={resend.isPending}
      onClick={() =>
        resend.mutate(undefined, { onSuccess: () => toast.success(t`We sent you a new verification e-mail.`) })
      }
    >
      <Trans>Send the e-mail again</Trans>
    </Button>
  );

  return (
    <AuthCard
      title={verified ? <Trans>Your e-mail is verified</Trans> : <Trans>Check your e-mail</Trans>}
      description={
        verified ? null : profile ? (
          <Trans>
            We sent a verification link to <strong>{email}</strong>. Open it to confirm your address.
          </Trans>
        ) : (
          <Trans>We sent you a verification link. Open it to confirm your address.</Trans>
        )
      }
    >
      {token && verification.isError ? (
        <FormError>
          {verification.error.message || t`This verification link is invalid or has expired. Ask for a new one below.`}
        </FormError>
      ) : null}
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
        {resendButton}
        {next}
      </div>
    </AuthCard>
  );
}
