import { useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from '@tanstack/react-form';
import { useNavigate } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { CreatorRole } from '@shared/codes';
import type { Locale } from '@shared/locales';
import { BIO_MAX, CreatorOnboardingSchema } from '@shared/schemas/content-editor';
import type { NamedRef } from '@shared/schemas/profile';
import { useProfile } from '@app/platform/session';
import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { PageContainer } from '@app/ui/page-container';
import { TextAreaField } from '@app/ui/text-area-field';
import { TextField } from '@app/ui/text-field';
import { toast } from '@app/ui/toaster';
import { InterestsPicker } from '@app/features/account';
import { applyToForm } from '@app/platform/errors';
import { focusFirstInvalid } from '@app/platform/forms/focus-first-invalid';
import { usePageTitle } from '@app/platform/page/use-page-title';
import { bindField, visibleErrors } from '@app/platform/forms/bind-field';
import { useCreatorOnboarding } from './api';
import { RoleChoice } from './role-choice';
import { submitForm } from '@app/platform/forms/submit-form';

interface OnboardingValues {
  role: CreatorRole | null;
  name: string;
  bio: string;
  genres: NamedRef[];
}

const section = css({ display: 'grid', gap: '4' });
const sectionTitle = css({ textStyle: 'heading.md' });

/**
 * `/creator/new`: a signed-in fan becomes a creator, or a creator who signed up finishes their
 * public profile. First the role (what each means), then what fans will see; then the creator area.
 */
export function OnboardingPage() {
  const { t, i18n } = useLingui();
  const lang = i18n.locale as Locale;
  const navigate = useNavigate();
  const profile = useProfile('site').data;
  const onboard = useCreatorOnboarding();
  usePageTitle(t`Become a creator`);

  const formRef = useRef<HTMLFormElement>(null);
  // After React has shown the errors.
  const showFirstError = () => requestAnimationFrame(() => focusFirstInvalid(formRef.current));
  const form = useForm({
    defaultValues: {
      role: (profile?.creator_role as CreatorRole | null) ?? null,
      name: profile?.name ?? '',
      bio: profile?.bio ?? '',
      genres: profile?.genres ?? [],
    } as OnboardingValues,
    validators: {
      onSubmit: ({ value }) => {
        const result = CreatorOnboardingSchema['~standard'].validate(toInput(value));
        if (result instanceof Promise || !result.issues) return undefined;
        const fields: Record<string, string> = {};
        for (const issue of result.issues) {
          const key = issue.path?.[0];
          const name = typeof key === 'object' ? String(key.key) : String(key);
          fields[name === 'genre_ids' ? 'genres' : name] ??= issue.message;
        }
        return { fields };
      },
    },
    onSubmit: async ({ value, formApi }) => {
      try {
        const result = await onboard.mutateAsync(toInput(value));
        toast.success(
          t`Welcome to your creator area.`,
          result.needs_review
            ? t`You can prepare content now; an administrator reviews it before it goes live.`
            : undefined,
        );
        await navigate({ to: '/$lang/creator/home', params: { lang } });
      } catch (error) {
        applyToForm(formApi, error);
        showFirstError();
      }
    },
    onSubmitInvalid: showFirstError,
  });

  return (
    <PageContainer width="narrow">
      <div className={css({ display: 'grid', gap: '6' })}>
        <div className={css({ display: 'grid', gap: '2' })}>
          <h1 className={css({ textStyle: 'heading.xl' })}>
            <Trans>Become a creator</Trans>
          </h1>
          <p className={css({ color: 'fg.muted' })}>
            <Trans>
              Publish tutorials, performances and classes, and earn from them. It takes a minute; you can change
              everything later.
            </Trans>
          </p>
        </div>
        <form
          ref={formRef}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submitForm(form);
          }}
          className={css({ display: 'grid', gap: '6' })}
        >
          <Card as="section">
            <div className={section}>
              <h2 className={sectionTitle}>
                <Trans>1. Your role</Trans>
              </h2>
              <form.Field name="role">
                {(field) => (
                  <RoleChoice
                    value={field.state.value}
                    onChange={(role) => field.handleChange(role)}
                    errors={visibleErrors(field, i18n)}
                  />
                )}
              </form.Field>
            </div>
          </Card>
          <Card as="section">
            <div className={section}>
              <h2 className={sectionTitle}>
                <Trans>2. What fans see</Trans>
              </h2>
              <form.Field name="name">
                {(field) => (
                  <TextField
                    {...bindField(field, i18n)}
                    label={t`Name shown on your page`}
                    autoComplete="name"
                    required
                  />
                )}
              </form.Field>
              <form.Field name="bio">
                {(field) => (
                  <TextAreaField
                    {...bindField(field, i18n)}
                    label={t`About you`}
                    hint={t`Your style, experience and what you teach.`}
                    maxLength={BIO_MAX}
                    rows={5}
                  />
                )}
              </form.Field>
              <form.Field name="genres">
                {(field) => (
                  <InterestsPicker
                    kind="genres"
                    label={t`Genres you work in`}
                    value={field.state.value}
                    onChange={(genres) => field.handleChange(genres)}
                  />
                )}
              </form.Field>
            </div>
          </Card>
          <form.Subscribe selector={(state) => state.isSubmitting}>
            {(submitting) => (
              <Button type="submit" size="lg" loading={submitting}>
                <Trans>Open my creator area</Trans>
              </Button>
            )}
          </form.Subscribe>
        </form>
      </div>
    </PageContainer>
  );
}

function toInput(value: OnboardingValues) {
  return {
    role: value.role as CreatorRole,
    name: value.name,
    bio: value.bio,
    genre_ids: value.genres.map((genre) => genre.id),
  };
}
