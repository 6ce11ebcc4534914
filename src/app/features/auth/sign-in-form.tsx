import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from '@tanstack/react-form';
import { useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { css } from 'styled-system/css';
import { LoginSchema } from '@shared/schemas/auth';
import { isApiError } from '@app/platform/api';
import { applyToForm, errorMessages, mapLoginError } from '@app/platform/errors';
import { logError } from '@app/platform/log';
import { profileKey, signIn, type Profile, type SessionScope } from '@app/platform/session';
import { Button } from '@app/ui/button';
import { FormError } from '@app/ui/form-error';
import { PasswordField } from '@app/ui/password-field';
import { TextField } from '@app/ui/text-field';
import { toast } from '@app/ui/toaster';
import { bindField } from '@app/platform/forms/bind-field';
import { submitForm } from '@app/platform/forms/submit-form';

const SignInFormSchema = v.pick(LoginSchema, ['email', 'password']);

interface SignInFormProps {
  /** `site` for fans and creators, `admin` for the back office. */
  scope: SessionScope;
  onSignedIn: (profile: Profile | null) => void | Promise<void>;
}

/** Email and password, with spec §8's sign-in errors: wrong credentials on the password, a block as a form error. */
export function SignInForm({ scope, onSignedIn }: SignInFormProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string>();

  const form = useForm({
    defaultValues: { email: '', password: '' },
    validators: { onChange: SignInFormSchema },
    onSubmit: async ({ value, formApi }) => {
      setFormError(undefined);
      try {
        const profile = await signIn(scope, value);
        // The envelope carries the profile: no second request before the next page.
        if (profile) queryClient.setQueryData(profileKey(scope), profile);
        await onSignedIn(profile);
      } catch (error) {
        const mapped = mapLoginError(error, (descriptor) => i18n._(descriptor));
        if (mapped && 'field' in mapped) {
          formApi.setFieldMeta('password', (meta) => ({
            ...meta,
            errorMap: { ...meta.errorMap, onServer: mapped.message },
          }));
        } else if (mapped) {
          setFormError(mapped.form);
        } else if (isApiError(error) && error.isOffline) {
          toast.error(t`You are offline. Check your connection and try again.`);
        } else {
          applyToForm(formApi, error);
          toast.error(i18n._(errorMessages.somethingWrong));
          void logError(error);
        }
      }
    },
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submitForm(form);
      }}
      className={css({ display: 'grid', gap: '4' })}
    >
      <FormError>{formError}</FormError>
      <form.Field name="email">
        {(field) => (
          <TextField
            {...bindField(field, i18n)}
            label={t`Email`}
            type="email"
            autoComplete="username"
            inputMode="email"
            required
          />
        )}
      </form.Field>
      <form.Field name="password">
        {(field) => (
          <PasswordField {...bindField(field, i18n)} label={t`Password`} autoComplete="current-password" required />
        )}
      </form.Field>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => (
          <Button type="submit" loading={submitting} fullWidth>
            <Trans>Sign in</Trans>
          </Button>
        )}
      </form.Subscribe>
    </form>
  );
}
