import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from '@tanstack/react-form';
import { css } from 'styled-system/css';
import { ChangePasswordSchema } from '@shared/schemas/profile';
import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { PasswordField } from '@app/ui/password-field';
import { toast } from '@app/ui/toaster';
import { bindField } from '@app/platform/forms/bind-field';
import { applyToForm } from '@app/platform/errors';
import { usePageTitle } from '@app/platform/page/use-page-title';
import { useChangePassword } from './api';
import { SectionHeading } from './section-heading';
import { submitForm } from '@app/platform/forms/submit-form';

/** `/account/edit/change-password`: the current password proves it is you. */
export function ChangePasswordPage() {
  const { t, i18n } = useLingui();
  const change = useChangePassword();
  usePageTitle(t`Change password`);

  const form = useForm({
    defaultValues: { current_password: '', password: '' },
    validators: { onChange: ChangePasswordSchema },
    onSubmit: async ({ value, formApi }) => {
      try {
        await change.mutateAsync(value);
        toast.success(t`Your password has been changed. You stay signed in here; your other devices were signed out.`);
        formApi.reset();
      } catch (error) {
        applyToForm(formApi, error);
      }
    },
  });

  return (
    <div className={css({ display: 'grid', gap: '6', maxWidth: '40rem' })}>
      <SectionHeading
        title={<Trans>Change password</Trans>}
        description={<Trans>Choose a password of at least 8 characters that you do not use on other sites.</Trans>}
      />
      <Card as="section">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submitForm(form);
          }}
          className={css({ display: 'grid', gap: '4' })}
        >
          <form.Field name="current_password">
            {(field) => (
              <PasswordField
                {...bindField(field, i18n)}
                label={t`Current password`}
                autoComplete="current-password"
                required
              />
            )}
          </form.Field>
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
              <div>
                <Button type="submit" loading={submitting}>
                  <Trans>Change password</Trans>
                </Button>
              </div>
            )}
          </form.Subscribe>
        </form>
      </Card>
    </div>
  );
}
