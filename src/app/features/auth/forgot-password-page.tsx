import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from '@tanstack/react-form';
import { Link } from '@tanstack/react-router';
import * as v from 'valibot';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import { ForgotPasswordSchema } from '@shared/schemas/auth';
import { Button } from '@app/ui/button';
import { TextField } from '@app/ui/text-field';
import { bindField } from '@app/platform/forms/bind-field';
import { applyToForm } from '@app/platform/errors';
import { usePageTitle } from '@app/platform/page/use-page-title';
import { useForgotPassword } from './api';
import { AuthCard } from './auth-card';
import { submitForm } from '@app/platform/forms/submit-form';

const EmailOnlySchema = v.pick(ForgotPasswordSchema, ['email']);

/** `/password/email`: asks for a reset link (spec §5: the site sends side "frontend"). */
export function ForgotPasswordPage() {
  const { t, i18n } = useLingui();
  const lang = i18n.locale as Locale;
  const forgot = useForgotPassword();
  usePageTitle(t`Forgot your password?`);

  const form = useForm({
    defaultValues: { email: '' },
    validators: { onChange: EmailOnlySchema },
    onSubmit: async ({ value, formApi }) => {
      try {
        await forgot.mutateAsync({ email: value.email, side: 'frontend' });
      } catch (error) {
        applyToForm(formApi, error);
      }
    },
  });

  const back = (
    <p>
      <Link to="/$lang/sign-in/form" params={{ lang }}>
        <Trans>Back to sign in</Trans>
      </Link>
    </p>
  );

  if (forgot.isSuccess) {
    const email = forgot.variables.email;
    return (
      <AuthCard
        title={<Trans>Check your e-mail</Trans>}
        description={
          <Trans>
            If an account uses {email}, we have sent it a link to choose a new password. The link works for one hour.
          </Trans>
        }
        footer={back}
      >
        <Button type="button" variant="outline" onClick={() => forgot.reset()}>
          <Trans>Use another e-mail address</Trans>
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={<Trans>Forgot your password?</Trans>}
      description={<Trans>Enter the e-mail of your account and we will send you a link to choose a new one.</Trans>}
      footer={back}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submitForm(form);
        }}
        className={css({ display: 'grid', gap: '4' })}
      >
        <form.Field name="email">
          {(field) => (
            <TextField {...bindField(field, i18n)} label={t`Email`} type="email" autoComplete="email" required />
          )}
        </form.Field>
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(submitting) => (
            <Button type="submit" loading={submitting} fullWidth>
              <Trans>Send the link</Trans>
            </Button>
          )}
        </form.Subscribe>
      </form>
    </AuthCard>
  );
}
