import { useQueryClient } from '@tanstack/react-query';
import { useParams, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isLocale } from '@shared/locales';
import { profileKey } from '@app/platform/session';
import { useSiteProfile } from '@app/platform/page/use-site-session';
import { withLang } from '@app/platform/page/with-lang';

/**
 * Spec §4: a signed-in fan's saved language wins over the address. The `/$lang` guard decides from the
 * profile this device kept, which may be old (the language was changed on another device); when the
 * fresh profile arrives with another language, the page moves to it. The kept profile is fetched again once
 * per app start, since a copy saved moments ago counts as fresh (offline, it stays as it is).
 */
export function FollowProfileLanguage() {
  const preferred = useSiteProfile()?.preferred_locale;
  const { lang } = useParams({ from: '/$lang' });
  const router = useRouter();
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: profileKey('site') });
  }, [queryClient]);
  useEffect(() => {
    if (isLocale(preferred) && preferred !== lang) {
      void router.navigate({ href: withLang(router.state.location.href, preferred), replace: true });
    }
  }, [preferred, lang, router]);
  return null;
}
