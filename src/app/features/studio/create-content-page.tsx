import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from '@tanstack/react-form';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { ContentType } from '@shared/codes';
import type { Locale } from '@shared/locales';
import { CreateContentSchema, TITLE_MAX } from '@shared/schemas/content-editor';
import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { RadioCards } from '@app/ui/radio-cards';
import { TextField } from '@app/ui/text-field';
import { contentTypeLabels } from '@app/platform/catalogue/content-type-label';
import { CreatorAreaLayout } from './area/creator-area-layout';
import { useCreateContent } from './api';
import { bindField, visibleErrors } from '@app/platform/forms/bind-field';
import { contentTypeChoiceOrder, contentTypeDescriptions } from './content-type-descriptions';
import { applyToForm } from '@app/platform/errors';
import { schemaValidator } from './editor/validate';
import { submitForm } from '@app/platform/forms/submit-form';

type TypeValue = `${ContentType}`;

/** `/creator/content/create`: what kind of item, and its title; the draft then opens in the editor. */
export function CreateContentPage() {
  const { t, i18n } = useLingui();
  const lang = i18n.locale as Locale;
  const search = useSearch({ from: '/$lang/creator/content/create' });
  const navigate = useNavigate();
  const create = useCreateContent();
  const form = useForm({
    defaultValues: { type: (search.type ?? null) as ContentType | null, title: '' },
    validators: { onSubmit: schemaValidator(CreateContentSchema) },
    onSubmit: async ({ value, formApi }) => {
      try {
        const { data } = await create.mutateAsync({ type: value.type as ContentType, title: value.title.trim() });
        await navigate({
          to: '/$lang/creator/content/$contentId/$step',
          params: { lang, contentId: data.id, step: 'general-info' },
        });
      } catch (error) {
        applyToForm(formApi, error);
      }
    },
  });
  return (
    <CreatorAreaLayout
      title={t`New content`}
      showCreate={false}
      intro={<Trans>Choose what you are making. It starts as a draft only you can see.</Trans>}
    >
      <Card as="section">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submitForm(form);
          }}
          className={css({ display: 'grid', gap: '6', maxWidth: '48rem' })}
        >
          <form.Field name="type">
            {(field) => {
              const errors = visibleErrors(field, i18n);
              return (
                <div className={css({ display: 'grid', gap: '2' })}>
                  <RadioCards<TypeValue>
                    label={t`Type of content`}
                    name="type"
                    value={field.state.value === null ? null : (String(field.state.value) as TypeValue)}
                    onValueChange={(value) => field.handleChange(Number(value) as ContentType)}
                    items={contentTypeChoiceOrder.map((type) => ({
                      value: `${type}`,
                      label: i18n._(contentTypeLabels[type]),
                      description: i18n._(contentTypeDescriptions[type]),
                    }))}
                  />
                  {errors.length > 0 ? (
                    <p role="alert" className={css({ color: 'danger.fg', textStyle: 'body.sm' })}>
                      {errors.join(' ')}
                    </p>
                  ) : null}
                </div>
              );
            }}
          </form.Field>
          <form.Field name="title">
            {(field) => <TextField {...bindField(field, i18n)} label={t`Title`} maxLength={TITLE_MAX} required />}
          </form.Field>
          <form.Subscribe selector={(state) => state.isSubmitting}>
            {(submitting) => (
              <div>
                <Button type="submit" size="lg" loading={submitting}>
                  <Trans>Create draft</Trans>
                </Button>
              </div>
            )}
          </form.Subscribe>
        </form>
      </Card>
    </CreatorAreaLayout>
  );
}
