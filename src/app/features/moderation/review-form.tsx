import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from '@tanstack/react-form';
import { css } from 'styled-system/css';
import { REVIEW_BODY_MAX, REVIEW_TITLE_MAX, CreateReviewSchema } from '@shared/schemas/reviews';
import { Button } from '@app/ui/button';
import { SegmentedControl } from '@app/ui/segmented-control';
import { TextAreaField } from '@app/ui/text-area-field';
import { TextField } from '@app/ui/text-field';
import { applyToForm } from '@app/platform/errors';
import { bindField } from '@app/platform/forms/bind-field';
import type { ReviewTarget } from './api';
import { submitForm } from '@app/platform/forms/submit-form';

interface ReviewFormProps {
  target: ReviewTarget;
  submit: (input: { title: string; body: string; rating: number | null }) => Promise<unknown>;
  onCancel: () => void;
  onSent: () => void;
  /** Editing: the review as it is now. */
  initial?: { title: string; body: string; rating: number | null };
}

const ratings = ['none', '1', '2', '3', '4', '5'] as const;
type RatingChoice = (typeof ratings)[number];

/** The testimonial: title and text (required, checked by the server's schema) and an optional 1–5 rating. */
export function ReviewForm({ target, submit, onCancel, onSent, initial }: ReviewFormProps) {
  const { t, i18n } = useLingui();
  const form = useForm({
    defaultValues: {
      title: initial?.title ?? '',
      body: initial?.body ?? '',
      rating: (initial?.rating ? String(initial.rating) : 'none') as RatingChoice,
    },
    validators: {
      onChange: ({ value }) => {
        const result = CreateReviewSchema['~standard'].validate({ ...value, rating: ratingOf(value.rating), target });
        if (result instanceof Promise || !result.issues) return undefined;
        const fields: Record<string, string> = {};
        for (const issue of result.issues) {
          const key = issue.path?.map((part) => (typeof part === 'object' ? part.key : part)).join('.') ?? '';
          fields[key] ??= issue.message;
        }
        return { fields };
      },
    },
    onSubmit: async ({ value, formApi }) => {
      try {
        await submit({ title: value.title.trim(), body: value.body.trim(), rating: ratingOf(value.rating) });
        formApi.reset();
        onSent();
      } catch (error) {
        // Field errors go under their fields; "already reviewed" and the like, and offline, to a toast.
        applyToForm(formApi, error);
      }
    },
  });

  const errorsOf = (field: Parameters<typeof bindField>[0]) => bindField(field, i18n).errors;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submitForm(form);
      }}
      className={css({ display: 'grid', gap: '4' })}
    >
      <form.Field name="title">
        {(field) => (
          <TextField
            {...bindField(field, i18n)}
            errors={errorsOf(field)}
            label={t`Title`}
            hint={t`Up to ${REVIEW_TITLE_MAX} characters.`}
            required
          />
        )}
      </form.Field>
      <form.Field name="body">
        {(field) => (
          <TextAreaField
            {...bindField(field, i18n)}
            errors={errorsOf(field)}
            label={t`Your review`}
            maxLength={REVIEW_BODY_MAX}
            rows={5}
            required
          />
        )}
      </form.Field>
      <form.Field name="rating">
        {(field) => (
          <SegmentedControl<RatingChoice>
            label={t`Rating (optional)`}
            name="rating"
            value={field.state.value}
            onValueChange={(value) => field.handleChange(value)}
            items={ratings.map((value) => ({ value, label: value === 'none' ? t`None` : t`${value} ★` }))}
          />
        )}
      </form.Field>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', justifyContent: 'flex-end' })}>
        <Button type="button" variant="ghost" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(submitting) => (
            <Button type="submit" loading={submitting}>
              {initial ? <Trans>Save review</Trans> : <Trans>Publish review</Trans>}
            </Button>
          )}
        </form.Subscribe>
      </div>
    </form>
  );
}

function ratingOf(choice: RatingChoice): number | null {
  return choice === 'none' ? null : Number(choice);
}
