import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { pickInitialLocale } from '@app/platform/i18n';
import { loadSiteProfile } from '@app/features/auth';

/** The manifest's shortcuts open `/?shortcut=…`, so the app can add the person's language. */
const searchSchema = v.object({
  shortcut: v.fallback(v.optional(v.picklist(['library', 'search', 'account'])), undefined),
});

export const Route = createFileRoute('/')({
  validateSearch: searchSchema,
  // `/` has no page: it goes to the profile's language, then the browser's, then English (spec §4).
  beforeLoad: async ({ context, search }) => {
    const profile = await loadSiteProfile(context.queryClient).catch(() => null);
    const lang = pickInitialLocale({
      profileLocale: profile?.preferred_locale,
      navigatorLanguages: navigator.languages,
    });
    // Library and search arrive in later issues; until then their shortcuts open the home page.
    if (search.shortcut === 'account') throw redirect({ to: '/$lang/account', params: { lang }, replace: true });
    throw redirect({ to: '/$lang', params: { lang }, replace: true });
  },
});
