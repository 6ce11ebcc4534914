import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { isApiError } from '@app/platform/api';
import { profileKey } from '@app/platform/session';
import { Button } from '@app/ui/button';
import { FormError } from '@app/ui/form-error';
import { PasswordField } from '@app/ui/password-field';
import { confirmLink, mailLinkProof } from './api';

interface ConfirmLinkFormProps {
  providerName: string;
  linkToken: string;
  onSignedIn: () => void | Promise<void>;
}

/** An account already uses this address: its owner links the provider by typing the password, never silently. */
export function ConfirmLinkForm({ providerName, linkToken, onSignedIn }: ConfirmLinkFormProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [mailed, setMailed] = useState(false);

  const mail = async () => {
    setError(undefined);
    try {
      await mailLinkProof(linkToken);
      setMailed(true);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : t`The sign-in could not be completed. Please try again.`);
    }
  };

  if (mailed) {
    return (
      <p role="status">
        <Trans>We sent a link to the account's e-mail address. Open it to link {providerName} and sign in.</Trans>
      </p>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const profile = await confirmLink(linkToken, password);
      if (profile) queryClient.setQueryData(profileKey('site'), profile);
      await onSignedIn();
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : t`The sign-in could not be completed. Please try again.`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} className={css({ display: 'grid', gap: '4' })} noValidate>
      <p>
        <Trans>
          A Stagepass account already uses this e-mail address. Enter its password to link {providerName} to it.
        </Trans>
      </p>
      <PasswordField
        label={t`Password`}
        name="password"
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
        required
      />
      <FormError>{error}</FormError>
      <Button type="submit" disabled={busy || password === ''}>
        <Trans>Link and sign in</Trans>
      </Button>
      <Button type="button" variant="outline" onClick={() => void mail()}>
        <Trans>E-mail me a link instead</Trans>
      </Button>
    </form>
  );
}
