import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import { formatDate } from '@app/platform/format';
import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { FormError } from '@app/ui/form-error';
import { UiLink } from '@app/ui/link-context';
import { PageContainer } from '@app/ui/page-container';
import { Skeleton } from '@app/ui/skeleton';
import { TextField } from '@app/ui/text-field';
import { toast } from '@app/ui/toaster';
import { refusalOf } from '@app/platform/errors';
import { usePageTitle } from '@app/platform/page/use-page-title';
import { useLinkPayPal, useLinkPayPalCode, useUnlinkPayPal, walletQueryOptions } from './api';
import { startPayPalLogin, takePayPalLoginState, type PayPalReturnSearch } from './paypal-login';

/**
 * `/creator/finance/paypal`: the linked account (where withdrawals go), link and unlink. With PayPal, linking is
 * "Log in with PayPal": PayPal sends the person back here with a code the server exchanges. With the built-in test
 * provider, linking takes a sandbox e-mail instead (its token is `test-<email>`).
 */
export function PayPalPage({ search }: { search: PayPalReturnSearch }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  usePageTitle(t`PayPal account`);
  const wallet = useQuery(walletQueryOptions());
  const link = useLinkPayPal();
  const linkCode = useLinkPayPalCode();
  const unlink = useUnlinkPayPal();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const returned = useRef(false);

  // Back from PayPal: the code is used once, and taken out of the address so a reload does not send it again.
  useEffect(() => {
    if (returned.current || (!search.code && !search.error)) return;
    returned.current = true;
    const problem = !search.code
      ? t`The PayPal sign-in was cancelled. Nothing was linked.`
      : !takePayPalLoginState(search.state)
        ? t`This PayPal sign-in was not started from this page. Try again.`
        : null;
    void navigate({ to: '.', search: {}, replace: true }).then(() => {
      if (problem) setError(problem);
    });
    if (!problem && search.code) {
      linkCode.mutate(search.code, {
        onSuccess: () => toast.success(t`PayPal account linked.`),
        onError: (e) => setError(refusalOf(e, t`Linking failed. Try again.`).message),
      });
    }
  }, [search, navigate, linkCode, t]);
  const paypal = wallet.data?.paypal;
  const account = paypal?.email ?? '';
  const linkedOn = paypal?.linked_at ? formatDate(paypal.linked_at, 'long', locale) : null;

  return (
    <PageContainer width="narrow">
      <div className={css({ display: 'grid', gap: '5', py: '6' })}>
        <UiLink
          href={`/${locale}/creator/finance`}
          className={css({ color: 'accent.fg', textDecoration: 'underline' })}
        >
          <Trans>Back to finance</Trans>
        </UiLink>
        <h1 className={css({ textStyle: 'heading.lg' })}>
          <Trans>PayPal account</Trans>
        </h1>
        <Card as="section">
          {!paypal ? (
            <Skeleton height="6rem" />
          ) : paypal.linked ? (
            <div className={css({ display: 'grid', gap: '3' })}>
              <p role="status">
                <Trans>
                  Withdrawals go to <strong>{account}</strong>
                </Trans>
              </p>
              {linkedOn ? (
                <p className={css({ color: 'fg.muted' })}>
                  <Trans>Linked on {linkedOn}</Trans>
                </p>
              ) : null}
              <FormError>{error}</FormError>
              <Button
                type="button"
                variant="outline"
                loading={unlink.isPending}
                onClick={() =>
                  unlink.mutate(undefined, {
                    onSuccess: () => toast.success(t`PayPal account unlinked.`),
                    onError: (e) => setError(refusalOf(e, t`Unlinking failed. Try again.`).message),
                  })
                }
              >
                <Trans>Unlink PayPal</Trans>
              </Button>
            </div>
          ) : paypal.login_url ? (
            <div className={css({ display: 'grid', gap: '3', justifyItems: 'start' })}>
              <p>
                <Trans>Sign in to PayPal to choose the account your withdrawals go to.</Trans>
              </p>
              <FormError>{error}</FormError>
              {linkCode.isPending ? (
                <p role="status">
                  <Trans>Linking your PayPal account…</Trans>
                </p>
              ) : null}
              <Button
                type="button"
                loading={linkCode.isPending}
                onClick={() => window.location.assign(startPayPalLogin(paypal.login_url!))}
              >
                <Trans>Log in with PayPal</Trans>
              </Button>
            </div>
          ) : (
            <form
              noValidate
              className={css({
                display: 'grid',
                gap: '3',
                justifyItems: 'start',
                '& > *:first-child': { width: 'full' },
              })}
              onSubmit={(event) => {
                event.preventDefault();
                setError(null);
                const value = email.trim();
                if (!value) {
                  setError(t`Enter the e-mail of your PayPal account.`);
                  return;
                }
                link.mutate(`test-${value}`, {
                  onSuccess: () => toast.success(t`PayPal account linked.`),
                  onError: (e) => setError(refusalOf(e, t`Linking failed. Try again.`).message),
                });
              }}
            >
              <TextField
                label={t`PayPal e-mail`}
                name="email"
                type="email"
                autoComplete="email"
                value={email}
                onChange={setEmail}
                hint={t`Test mode: this links a sandbox account made from the address.`}
                errors={error ? [error] : []}
              />
              <Button type="submit" loading={link.isPending}>
                <Trans>Link PayPal</Trans>
              </Button>
            </form>
          )}
        </Card>
      </div>
    </PageContainer>
  );
}
