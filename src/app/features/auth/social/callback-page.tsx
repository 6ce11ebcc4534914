import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import type { SocialProvider, SocialRefusal } from '@shared/schemas/social';
import { profileKey } from '@app/platform/session';
import { buttonStyles } from '@app/ui/button';
import { FormError } from '@app/ui/form-error';
import { afterSignInPath } from '../after-sign-in';
import { AuthCard } from '../auth-card';
import { usePageTitle } from '@app/platform/page/use-page-title';
import { confirmEmailProof, confirmLinkByMail, redeemSocialSignIn } from './api';
import { AskEmailForm } from './ask-email-form';
import { ConfirmLinkForm } from './confirm-link-form';
import { providerNames } from './provider-names';
import { refusalMessages } from './refusal-messages';

export interface SocialCallbackSearch {
  api_access_token?: string;
  link_token?: string;
  link_proof?: string;
  email_token?: string;
  email_proof?: string;
  error?: SocialRefusal;
}

/** `/social/{provider}/callback`: where the server sends the browser back from the provider. */
export function SocialCallbackPage({ provider, search }: { provider: SocialProvider; search: SocialCallbackSearch }) {
  const { t, i18n } = useLingui();
  const lang = i18n.locale as Locale;
  const name = providerNames[provider];
  usePageTitle(t`Continue with ${name}`);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = search.api_access_token ?? search.link_proof ?? search.email_proof;
  // A query, not an effect: the one-time token is traded once even when React renders twice.
  const redeemed = useQuery({
    queryKey: ['social-redeem', provider, token, search.link_proof, search.email_proof],
    queryFn: () =>
      search.link_proof
        ? confirmLinkByMail(search.link_proof)
        : search.email_proof
          ? confirmEmailProof(search.email_proof)
          : redeemSocialSignIn(provider, token ?? ''),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    meta: { localErrors: true },
  });
  useEffect(() => {
    if (!redeemed.isSuccess) return;
    if (redeemed.data) queryClient.setQueryData(profileKey('site'), redeemed.data);
    void navigate({ href: afterSignInPath(undefined, lang), replace: true });
  }, [redeemed.isSuccess, redeemed.data, queryClient, navigate, lang]);

  const refusal = search.error ?? (redeemed.isError ? 'expired' : undefined);
  return (
    <AuthCard title={<Trans>Continue with {name}</Trans>}>
      {search.email_token ? (
        <AskEmailForm providerName={name} emailToken={search.email_token} />
      ) : search.link_token ? (
        <ConfirmLinkForm
          providerName={name}
          linkToken={search.link_token}
          onSignedIn={() => navigate({ href: afterSignInPath(undefined, lang), replace: true })}
        />
      ) : refusal ? (
        <div className={css({ display: 'grid', gap: '4' })}>
          <FormError>{i18n._(refusalMessages[refusal])}</FormError>
          <Link to="/$lang/sign-in/form" params={{ lang }} className={buttonStyles({ variant: 'outline' })}>
            <Trans>Back to sign in</Trans>
          </Link>
        </div>
      ) : (
        <p role="status" aria-live="polite">
          <Trans>Signing you in…</Trans>
        </p>
      )}
    </AuthCard>
  );
}
