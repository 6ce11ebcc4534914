import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import { css } from 'styled-system/css';
import { emailSchema } from '@shared/schemas/auth';
import { isApiError } from '@app/platform/api';
import { Button } from '@app/ui/button';
import { FormError } from '@app/ui/form-error';
import { TextField } from '@app/ui/text-field';
import { sharedMessage } from '@app/platform/forms/shared-message';
import { mailEmailProof } from './api';

/** The provider gave no address (Facebook can): the person types one, and a link mailed to it finishes the sign-up. */
export function AskEmailForm({ providerName, emailToken }: { providerName: string; emailToken: string }) {
  const { t, i18n } = useLingui();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [error, setError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const parsed = v.safeParse(emailSchema, email);
    setFieldError(parsed.success ? undefined : sharedMessage(parsed.issues[0].message, i18n));
    if (!parsed.success) return;
    try {
      await mailEmailProof(emailToken, parsed.output);
      setSentTo(parsed.output);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : t`The sign-in could not be completed. Please try again.`);
    }
  };

  if (sentTo) {
    return (
      <p role="status">
        <Trans>
          We sent a link to {sentTo}. Open it to finish signing in with {providerName}.
        </Trans>
      </p>
    );
  }
  return (
    <form onSubmit={(e) => void submit(e)} className={css({ display: 'grid', gap: '4' })} noValidate>
      <p>
        <Trans>{providerName} did not share your e-mail address. Which address should your account use?</Trans>
      </p>
      <TextField
        label={t`Email`}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        errors={fieldError ? [fieldError] : []}
        required
      />
      <FormError>{error}</FormError>
      <Button type="submit">
        <Trans>Send me the link</Trans>
      </Button>
    </form>
  );
}
