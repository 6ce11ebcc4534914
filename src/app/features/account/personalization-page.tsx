import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { isLocale, localeNames, locales } from '@shared/locales';
import { currencies, currencyLabels, isCurrency } from '@shared/money';
import { api } from '@app/platform/api';
import { currencyPreference } from '@app/platform/preferences';
import { profileKey, type Profile } from '@app/platform/session';
import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { SelectField } from '@app/ui/select-field';
import { toast } from '@app/ui/toaster';
import { PlaybackSettings } from '@app/platform/player/resume/playback-settings';
import { usePageTitle } from '@app/platform/page/use-page-title';
import { withLang } from '@app/platform/page/with-lang';
import { profileBasics, useAccountProfile, type FullProfile } from './api';
import { InterestsPicker } from './interests-picker';
import { SectionHeading } from './section-heading';
import type { ProfileSchema } from '@shared/schemas/profile';
import type { OneOf } from '@app/platform/api';

function PersonalizationForm({ profile }: { profile: FullProfile }) {
  const { t } = useLingui();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [locale, setLocale] = useState<string>(profile.preferred_locale);
  const [currency, setCurrency] = useState<string>(profile.preferred_currency);
  const [genres, setGenres] = useState(profile.genres ?? []);

  // One mutation for the three writes, so a failure reaches the app's error handler like any other.
  const saving = useMutation({
    mutationFn: async () => {
      if (isLocale(locale) && locale !== profile.preferred_locale) {
        await api.put(`/api/profile/preferred-locale/${locale}`);
      }
      if (isCurrency(currency) && currency !== profile.preferred_currency) {
        await api.put(`/api/profile/preferred-currency/${currency}`);
        currencyPreference.set(currency);
      }
      const saved = await api.put<OneOf<typeof ProfileSchema>>('/api/profile', {
        ...profileBasics(profile),
        genres: genres.map((genre) => genre.id),
      });
      queryClient.setQueryData<Profile | null>(profileKey('site'), (current) => {
        const next = saved.data ?? current;
        return next
          ? {
              ...next,
              preferred_locale: isLocale(locale) ? locale : next.preferred_locale,
              preferred_currency: isCurrency(currency) ? currency : next.preferred_currency,
            }
          : next;
      });
    },
    onSuccess: async () => {
      toast.success(t`Your preferences have been saved.`);
      // The saved language wins on every page, so this page continues in it.
      if (isLocale(locale)) await router.navigate({ href: withLang(router.state.location.href, locale) });
    },
  });

  return (
    <form
      className={css({ display: 'grid', gap: '6' })}
      onSubmit={(event) => {
        event.preventDefault();
        saving.mutate();
      }}
    >
      <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { sm: '1fr 1fr' } })}>
        <SelectField
          label={t`Language`}
          name="preferred_locale"
          value={locale}
          onValueChange={setLocale}
          options={locales.map((code) => ({ value: code, label: localeNames[code] }))}
        />
        <SelectField
          label={t`Currency`}
          name="preferred_currency"
          value={currency}
          onValueChange={setCurrency}
          options={currencies.map((code) => ({
            value: code,
            label: `${currencyLabels[code].symbol} ${currencyLabels[code].label}`,
          }))}
        />
      </div>
      <InterestsPicker kind="genres" label={t`Genres you like`} value={genres} onChange={setGenres} />
      <div>
        <Button type="submit" loading={saving.isPending}>
          <Trans>Save preferences</Trans>
        </Button>
      </div>
    </form>
  );
}

/** `/account/edit/personalization`: language, currency and genres (spec §2). */
export function PersonalizationPage() {
  const { t } = useLingui();
  const profile = useAccountProfile();
  usePageTitle(t`Personalization`);
  return (
    <div className={css({ display: 'grid', gap: '6', maxWidth: '48rem' })}>
      <SectionHeading
        title={<Trans>Personalization</Trans>}
        description={<Trans>Choose the language and currency you see, and the genres we suggest to you.</Trans>}
      />
      <Card as="section">{profile ? <PersonalizationForm profile={profile} /> : null}</Card>
      <Card as="section">
        <PlaybackSettings />
      </Card>
    </div>
  );
}
