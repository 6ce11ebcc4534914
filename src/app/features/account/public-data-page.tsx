import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from '@tanstack/react-form';
import * as v from 'valibot';
import { css } from 'styled-system/css';
import { UpdateProfileSchema } from '@shared/schemas/profile';
import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { TextAreaField } from '@app/ui/text-area-field';
import { TextField } from '@app/ui/text-field';
import { toast } from '@app/ui/toaster';
import { bindField } from '@app/platform/forms/bind-field';
import { applyToForm } from '@app/platform/errors';
import { usePageTitle } from '@app/platform/page/use-page-title';
import { profileBasics, useAccountProfile, useUpdateProfile, type FullProfile } from './api';
import { AvatarEditor } from './avatar-editor';
import { SectionHeading } from './section-heading';
import { submitForm } from '@app/platform/forms/submit-form';

const PublicDataSchema = v.pick(UpdateProfileSchema, ['name', 'login', 'bio']);

function PublicDataForm({ profile }: { profile: FullProfile }) {
  const { t, i18n } = useLingui();
  const update = useUpdateProfile();
  const form = useForm({
    defaultValues: profileBasics(profile),
    validators: { onChange: PublicDataSchema },
    onSubmit: async ({ value, formApi }) => {
      try {
        await update.mutateAsync(value);
        toast.success(t`Your profile has been saved.`);
        formApi.reset(value);
      } catch (error) {
        applyToForm(formApi, error);
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
      <form.Field name="bio">
        {(field) => (
          <TextAreaField
            {...bindField(field, i18n)}
            label={t`About you`}
            hint={t`A few lines fans see on your profile.`}
            maxLength={2000}
            rows={5}
          />
        )}
      </form.Field>
      <form.Subscribe selector={(state) => [state.isSubmitting, state.isDirty] as const}>
        {([submitting, dirty]) => (
          <div>
            <Button type="submit" loading={submitting} disabled={!dirty}>
              <Trans>Save changes</Trans>
            </Button>
          </div>
        )}
      </form.Subscribe>
    </form>
  );
}

/** `/account/edit/public-data`: picture, name, username and bio, as others see them. */
export function PublicDataPage() {
  const { t } = useLingui();
  const profile = useAccountProfile();
  usePageTitle(t`Public profile`);
  return (
    <div className={css({ display: 'grid', gap: '6', maxWidth: '40rem' })}>
      <SectionHeading
        title={<Trans>Public profile</Trans>}
        description={<Trans>This is what fans and creators see about you.</Trans>}
      />
      {profile ? (
        <Card as="section">
          <AvatarEditor profile={profile} />
        </Card>
      ) : null}
      <Card as="section">{profile ? <PublicDataForm profile={profile} /> : null}</Card>
    </div>
  );
}
