import { useLingui } from '@lingui/react/macro';
import { useForm } from '@tanstack/react-form';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { PlaylistNameSchema } from '@shared/schemas/playlists';
import { Button } from '@app/ui/button';
import { TextField } from '@app/ui/text-field';
import { bindField } from '@app/platform/forms/bind-field';
import { applyToForm } from '@app/platform/errors';
import { submitForm } from '@app/platform/forms/submit-form';

interface PlaylistNameFormProps {
  initialName?: string;
  submitLabel: ReactNode;
  /** Resolves when saved; a rejection with the server's 422 lands on the name field. */
  onSubmit: (name: string) => Promise<unknown>;
  /** Extra actions beside submit (Cancel). */
  actions?: ReactNode;
  autoFocus?: boolean;
}

/** The playlist's name, checked by the same schema the API uses (1–100 characters). */
export function PlaylistNameForm({
  initialName = '',
  submitLabel,
  onSubmit,
  actions,
  autoFocus,
}: PlaylistNameFormProps) {
  const { t, i18n } = useLingui();
  const form = useForm({
    defaultValues: { name: initialName },
    validators: { onChange: PlaylistNameSchema },
    onSubmit: async ({ value, formApi }) => {
      try {
        await onSubmit(value.name.trim());
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
        {(field) => (
          <TextField
            {...bindField(field, i18n)}
            label={t`Playlist name`}
            maxLength={100}
            autoComplete="off"
            autoFocus={autoFocus}
            required
          />
        )}
      </form.Field>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => (
          <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
            <Button type="submit" loading={submitting}>
              {submitLabel}
            </Button>
            {actions}
          </div>
        )}
      </form.Subscribe>
    </form>
  );
}
