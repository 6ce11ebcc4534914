import { useCallback } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import type { Locale } from '@shared/locales';
import { signOut } from '@app/platform/session';
import { accountMenuEntries, fillLang, type AccountMenuKey } from './account-menu-entries';
import { useSiteProfile } from '@app/platform/page/use-site-session';

export interface AccountMenuItem {
  key: AccountMenuKey;
  label: string;
  href?: string;
  onSelect?: () => void;
}

/** The account menu's entries for the signed-in site user, labelled and ready for the header and drawer. */
export function useAccountMenu(): AccountMenuItem[] {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const profile = useSiteProfile();
  const lang = i18n.locale as Locale;

  const routeExists = useCallback(
    (route: string) => route in router.routesByPath || `${route}/` in router.routesByPath,
    [router],
  );
  if (!profile) return [];

  const labels: Record<AccountMenuKey, string> = {
    library: t`Library`,
    downloads: t`Downloads`,
    myAccount: t`My account`,
    editProfile: t`Edit profile`,
    editSocialNetworks: t`Social networks`,
    blockedList: t`Blocked creators`,
    signOut: t`Sign out`,
  };
  return accountMenuEntries({ permissions: profile.permissions, routeExists }).map(({ key, route }) => ({
    key,
    label: labels[key],
    href: route ? fillLang(route, lang) : undefined,
    // Spec §2: signing out of the site returns to the language's home page.
    onSelect:
      key === 'signOut'
        ? () => void signOut('site').then(() => router.navigate({ to: '/$lang', params: { lang } }))
        : undefined,
  }));
}
