import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import { Button } from '@app/ui/button';
import { PageContainer } from '@app/ui/page-container';
import { toast } from '@app/ui/toaster';
import { usePageTitle } from '@app/platform/page/use-page-title';
import { profileBasics, useAccountProfile, useUpdateProfile, type FullProfile } from './api';
import { InterestsPicker } from './interests-picker';

function WelcomeForm({ profile }: { profile: FullProfile }) {
  const { t, i18n } = useLingui();
  const lang = i18n.locale as Locale;
  const navigate = useNavigate();
  const update = useUpdateProfile();
  const [genres, setGenres] = useState(profile.genres ?? []);
  const [hobbies, setHobbies] = useState(profile.hobbies ?? []);

  return (
    <form
      className={css({ display: 'grid', gap: '8' })}
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate(
          { ...profileBasics(profile), genres: genres.map((g) => g.id), hobbies: hobbies.map((h) => h.id) },
          {
            onSuccess: () => {
              toast.success(t`Thank you! We will suggest content that fits you.`);
              void navigate({ to: '/$lang', params: { lang } });
            },
          },
        );
      }}
    >
      <InterestsPicker kind="genres" label={t`Genres you like`} value={genres} onChange={setGenres} />
      <InterestsPicker kind="hobbies" label={t`Your hobbies`} value={hobbies} onChange={setHobbies} />
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'center' })}>
        <Button type="submit" size="lg" loading={update.isPending}>
          <Trans>Save and continue</Trans>
        </Button>
        <Link to="/$lang" params={{ lang }}>
          <Trans>Skip for now</Trans>
        </Link>
      </div>
    </form>
  );
}

/** `/welcome/form`: right after sign-up, the genres and hobbies that shape suggestions (PUT /api/profile). */
export function WelcomeFormPage() {
  const { t } = useLingui();
  const profile = useAccountProfile();
  usePageTitle(t`Your interests`);
  return (
    <PageContainer width="narrow">
      <div className={css({ display: 'grid', gap: '6' })}>
        <div className={css({ display: 'grid', gap: '2' })}>
          <h1 className={css({ textStyle: 'heading.lg' })}>
            <Trans>What do you love to watch?</Trans>
          </h1>
          <p className={css({ color: 'fg.muted' })}>
            <Trans>Pick a few genres and hobbies. You can change them any time in your account.</Trans>
          </p>
        </div>
        {profile ? <WelcomeForm profile={profile} /> : null}
      </div>
    </PageContainer>
  );
}
