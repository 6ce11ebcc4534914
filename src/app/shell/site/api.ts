import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '@shared/locales';
import type { Currency } from '@shared/money';
import { api } from '@app/platform/api';
import { profileKey, type Profile } from '@app/platform/session';

/**
 * Saves a preference on the signed-in profile and mirrors it in the cached profile at once: the
 * `/$lang` guard redirects to the profile's language, so the cache must agree before navigating.
 */
function useSaveProfilePreference<V extends string>(path: string, field: 'preferred_locale' | 'preferred_currency') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: V) => api.put(`/api/profile/${path}/${value}`),
    onSuccess: (_data, value) => {
      queryClient.setQueryData<Profile | null>(profileKey('site'), (profile) =>
        profile ? { ...profile, [field]: value } : profile,
      );
    },
  });
}

export const useSavePreferredLocale = () => useSaveProfilePreference<Locale>('preferred-locale', 'preferred_locale');
export const useSavePreferredCurrency = () =>
  useSaveProfilePreference<Currency>('preferred-currency', 'preferred_currency');
