import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from '@tanstack/react-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import { RegisterSchema, type RegisterInput } from '@shared/schemas/auth';
import { applyToForm, stripNonFieldError } from '@app/platform/errors';
import { profileKey, register } from '@app/platform/session';
import { Button } from '@app/ui/button';
import { PasswordField } from '@app/ui/password-field';
import { TextField } from '@app/ui/text-field';
import { bindField } from '@app/platform/forms/bind-field';
import { usePageTitle } from '@app/platform/page/use-page-title';
import { SocialButtons } from './social';
import { AuthCard } from './auth-card';
import { submitForm } from '@app/platform/forms/submit-form';

/** `/sign-up/form`: the account details; the type and role come from the previous step's address. */
export function SignUpFormPage() {
  const { t, i18n } = useLingui();
  const lang = i18n.locale as Locale;
  const { type = 'fan', role } = useSearch({ from: '/$lang/sign-up/form' });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  usePageTitle(t`Create your account`);

  const registration = useMutation({ mutationFn: register });
  const defaultValues: RegisterInput = { name: '', login: '', email: '', password: '', type, role };
  const form = useForm({
    defaultValues,
    validators: { onChange: RegisterSchema },
    onSubmit: async ({ value, formApi }) => {
      try {
        const profile = await registration.mutateAsync(stripNonFieldError(value));
        if (profile) queryClient.setQueryData(profileKey('site'), profile);
        await navigate({ to: '/$lang/sign-up/email-verification', params: { lang } });
      } catch (error) {
        applyToForm(formApi, error);
      }
    },
  });

  return (
    <AuthCard
      title={type === 'creator' ? <Trans>Create your creator account</Trans> : <Trans>Create your fan account</Trans>}
      description={<Trans>We will send you an e-mail to confirm your address.</Trans>}
      footer={
        <p>
          <Link to="/$lang/sign-up/type" params={{ lang }} search={{ type, role }}>
            <Trans>Change the account type</Trans>
          </Link>
        </p>
      }
    >
      <SocialButtons intent={type === 'creator' ? 'creator-sign-up' : 'sign-in'} role={role} />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submitForm(form);
        }}
        className={css({ display: 'grid', gap: '4' })}
      >
        <form.Field name="name">
          {(field) => <TextField {...bindField(field, i18n)} label={t`Name`} autoComplete="name" required />}
        </form.Field>
        <form.Field name="login">
          {(field) => (
            <TextField
              {...bindField(field, i18n)}
              label={t`Username`}
              hint={t`Shown in your public address. Letters, digits, dots, dashes and underscores.`}
              autoComplete="username"
              required
            />
          )}
        </form.Field>
        <form.Field name="email">
          {(field) => (
            <TextField {...bindField(field, i18n)} label={t`Email`} type="email" autoComplete="email" required />
          )}
        </form.Field>
        <form.Field name="password">
          {(field) => (
            <PasswordField
              {...bindField(field, i18n)}
              label={t`Password`}
              hint={t`At least 8 characters.`}
              autoComplete="new-password"
              required
            />
          )}
        </form.Field>
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(submitting) => (
            <Button type="submit" size="lg" loading={submitting} fullWidth>
              <Trans>Create account</Trans>
            </Button>
          )}
        </form.Subscribe>
      </form>
    </AuthCard>
  );
}
