import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from '@tanstack/react-form';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import * as v from 'valibot';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import { ResetPasswordSchema } from '@shared/schemas/auth';
import { Button, buttonStyles } from '@app/ui/button';
import { FormError } from '@app/ui/form-error';
import { PasswordField } from '@app/ui/password-field';
import { toast } from '@app/ui/toaster';
import { bindField } from '@app/platform/forms/bind-field';
import { applyToForm, refusalOf } from '@app/platform/errors';
import { usePageTitle } from '@app/platform/page/use-page-title';
import { useResetPassword } from './api';
import { AuthCard } from './auth-card';
import { submitForm } from '@app/platform/forms/submit-form';

const NewPasswordSchema = v.pick(ResetPasswordSchema, ['password']);

/** `/password?token=…`: the reset link's page, where the new password is chosen. */
export function ResetPasswordPage() {
  const { t, i18n } = useLingui();
  const lang = i18n.locale as Locale;
  const { token } = useSearch({ from: '/$lang/password/' });
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [formError, setFormError] = useState<string | null>(null);
  usePageTitle(t`Choose a new password`);

  const form = useForm({
    defaultValues: { password: '' },
    validators: { onChange: NewPasswordSchema },
    onSubmit: async ({ value, formApi }) => {
      if (!token) return;
      setFormError(null);
      try {
        await reset.mutateAsync({ token, password: value.password });
        toast.success(t`Your password has been changed. Sign in with the new one.`);
        await navigate({ to: '/$lang/sign-in/form', params: { lang } });
      } catch (error) {
        applyToForm(formApi, error, { formError: setFormError });
      }
    },
  });

  const requestNew = (
    <Link to="/$lang/password/email" params={{ lang }} className={buttonStyles({ variant: 'outline' })}>
      <Trans>Ask for a new link</Trans>
    </Link>
  );
  if (!token) {
    return (
      <AuthCard
        title={<Trans>This link is incomplete</Trans>}
        description={<Trans>Open the link from the e-mail again, or ask for a new one.</Trans>}
      >
        {requestNew}
      </AuthCard>
    );
  }

  // A bad or expired token is refused on the `token` field, which this form has no input for: its error line says it.
  const tokenRefused = reset.error ? refusalOf(reset.error).fields.token !== undefined : false;
  return (
    <AuthCard title={<Trans>Choose a new password</Trans>}>
      <FormError>{formError}</FormError>
      {tokenRefused ? requestNew : null}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submitForm(form);
        }}
        className={css({ display: 'grid', gap: '4' })}
      >
        <form.Field name="password">
          {(field) => (
            <PasswordField
              {...bindField(field, i18n)}
              label={t`New password`}
              hint={t`At least 8 characters.`}
              autoComplete="new-password"
              required
            />
          )}
        </form.Field>
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(submitting) => (
            <Button type="submit" loading={submitting} fullWidth>
              <Trans>Save the new password</Trans>
            </Button>
          )}
        </form.Subscribe>
      </form>
    </AuthCard>
  );
}
