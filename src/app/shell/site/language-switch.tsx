import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import CheckIcon from 'lucide-react/icons/check';
import GlobeIcon from 'lucide-react/icons/globe';
import { localeNames, locales, type Locale } from '@shared/locales';
import { toast } from '@app/ui/toaster';
import { Menu } from '@app/ui/menu';
import { useSavePreferredLocale } from './api';
import { useSiteProfile } from '@app/platform/page/use-site-session';
import { withLang } from '@app/platform/page/with-lang';

/**
 * Languages by their own names. The same page opens in the new language; when signed in, the
 * choice is saved to the profile first, because the profile's language wins on every visit (spec §4).
 */
export function LanguageSwitch() {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const profile = useSiteProfile();
  const save = useSavePreferredLocale();
  const current = i18n.locale as Locale;

  async function choose(lang: Locale) {
    if (lang === current) return;
    try {
      if (profile) await save.mutateAsync(lang);
      await router.navigate({ href: withLang(router.state.location.href, lang) });
    } catch {
      toast.error(t`Your language could not be saved. Please try again.`);
    }
  }

  const languageName = localeNames[current];
  return (
    <Menu
      label={t`Language: ${languageName}`}
      trigger={
        <>
          <GlobeIcon size={20} />
          <span lang={current}>{localeNames[current]}</span>
        </>
      }
      items={locales.map((lang) => ({
        value: lang,
        label: localeNames[lang],
        icon: lang === current ? <CheckIcon size={20} /> : <span />,
        onSelect: () => void choose(lang),
      }))}
    />
  );
}
