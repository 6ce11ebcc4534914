import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from '@tanstack/react-form';
import { useRouter } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { DeleteProfileSchema } from '@shared/schemas/profile';
import { endSession } from '@app/platform/session';
import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { Checkbox } from '@app/ui/checkbox';
import { PasswordField } from '@app/ui/password-field';
import { toast } from '@app/ui/toaster';
import { bindField } from '@app/platform/forms/bind-field';
import { applyToForm } from '@app/platform/errors';
import { usePageTitle } from '@app/platform/page/use-page-title';
import { useDeleteProfile } from './api';
import { SectionHeading } from './section-heading';
import { submitForm } from '@app/platform/forms/submit-form';

/** `/account/delete-profile`: deleting needs the password and an explicit "I understand". */
export function DeleteProfilePage() {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const remove = useDeleteProfile();
  const [understood, setUnderstood] = useState(false);
  usePageTitle(t`Delete profile`);

  const form = useForm({
    defaultValues: { password: '' },
    validators: { onChange: DeleteProfileSchema },
    onSubmit: async ({ value, formApi }) => {
      try {
        await remove.mutateAsync(value.password);
        // The server has ended the session; only the local clean-up is left.
        await endSession('site', 'user');
        toast.success(t`Your profile has been deleted. We are sorry to see you go.`);
        await router.navigate({ to: '/$lang', params: { lang: i18n.locale as 'en' } });
      } catch (error) {
        applyToForm(formApi, error);
      }
    },
  });

  return (
    <div className={css({ display: 'grid', gap: '6', maxWidth: '40rem' })}>
      <SectionHeading
        title={<Trans>Delete profile</Trans>}
        description={
          <Trans>
            Your profile, playlists and settings will be removed and you will be signed out. Content you bought can no
            longer be watched. This cannot be undone.
          </Trans>
        }
      />
      <Card as="section">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (understood) void submitForm(form);
          }}
          className={css({ display: 'grid', gap: '4' })}
        >
          <form.Field name="password">
            {(field) => (
              <PasswordField
                {...bindField(field, i18n)}
                label={t`Your password`}
                autoComplete="current-password"
                required
              />
            )}
          </form.Field>
          <Checkbox
            label={t`I understand that my profile will be deleted for good.`}
            checked={understood}
            onCheckedChange={setUnderstood}
            name="understood"
          />
          <form.Subscribe selector={(state) => state.isSubmitting}>
            {(submitting) => (
              <div>
                <Button type="submit" variant="danger" loading={submitting} disabled={!understood}>
                  <Trans>Delete my profile</Trans>
                </Button>
              </div>
            )}
          </form.Subscribe>
        </form>
      </Card>
    </div>
  );
}
