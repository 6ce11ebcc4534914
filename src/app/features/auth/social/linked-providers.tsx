import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import type { SocialProvider } from '@shared/schemas/social';
import { isApiError } from '@app/platform/api';
import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { FormError } from '@app/ui/form-error';
import { goToProvider, useLinkedProviders, useSocialProviders, useUnlinkProvider } from './api';
import { providerNames } from './provider-names';

/** `/account`: the services a person signs in with; link another, or unlink one while a way in remains. */
export function LinkedProviders() {
  const { t } = useLingui();
  const available = useSocialProviders();
  const linked = useLinkedProviders();
  const unlink = useUnlinkProvider();
  const [error, setError] = useState<string>();
  const providers = available.data ?? [];
  if (providers.length === 0) return null;
  const linkedSet = new Set((linked.data ?? []).map((l) => l.provider));

  const act = async (provider: SocialProvider) => {
    setError(undefined);
    try {
      if (linkedSet.has(provider)) await unlink.mutateAsync(provider);
      else await goToProvider(provider, 'link');
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : t`The sign-in could not be completed. Please try again.`);
    }
  };

  return (
    <Card
      as="section"
      header={
        <h2 className={css({ textStyle: 'heading.sm' })}>
          <Trans>Sign-in services</Trans>
        </h2>
      }
    >
      {linked.isPending ? (
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : (
        <ul className={css({ display: 'grid', gap: '3' })}>
          {providers.map((provider) => {
            const name = providerNames[provider];
            const isLinked = linkedSet.has(provider);
            return (
              <li key={provider} className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}>
                <span className={css({ flex: '1', minWidth: '10rem' })}>
                  <strong>{name}</strong>{' '}
                  <span className={css({ color: 'fg.muted', textStyle: 'body.sm' })}>
                    {isLinked ? <Trans>Linked</Trans> : <Trans>Not linked</Trans>}
                  </span>
                </span>
                <Button variant="outline" disabled={unlink.isPending} onClick={() => void act(provider)}>
                  {isLinked ? <Trans>Unlink {name}</Trans> : <Trans>Link {name}</Trans>}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <FormError>{error}</FormError>
    </Card>
  );
}
