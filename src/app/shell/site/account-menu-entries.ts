import { Permission } from '@shared/permissions';

export type AccountMenuKey =
  'library' | 'downloads' | 'myAccount' | 'editProfile' | 'editSocialNetworks' | 'blockedList' | 'signOut';

export interface AccountMenuEntry {
  key: AccountMenuKey;
  /** Route pattern (`/$lang/...`); none for sign-out, which is an action. */
  route?: string;
}

interface Who {
  permissions: readonly string[];
  /** Whether the route tree has this pattern: entries of later issues appear once their pages exist. */
  routeExists: (route: string) => boolean;
}

/**
 * Spec §2, in the spec's order: library (creators), my account (both; a creator's lives in the
 * creator area once it exists), edit profile (both), social networks (creators), blocked list (fans),
 * sign out (both); after the library, the videos saved for offline (both: a fan's library has no
 * menu entry, and offline the downloads are what there is to watch). An entry whose page is not
 * built yet is left out rather than linking nowhere.
 */
export function accountMenuEntries({ permissions, routeExists }: Who): AccountMenuEntry[] {
  const creator = permissions.includes(Permission.creator);
  const fan = permissions.includes(Permission.user);
  const creatorHome = '/$lang/creator/home';
  const candidates: Array<AccountMenuEntry & { when: boolean }> = [
    { key: 'library', route: '/$lang/library', when: creator },
    { key: 'downloads', route: '/$lang/fan/downloads', when: creator || fan },
    {
      key: 'myAccount',
      route: creator && routeExists(creatorHome) ? creatorHome : '/$lang/account',
      when: creator || fan,
    },
    { key: 'editProfile', route: '/$lang/account/edit/public-data', when: true },
    { key: 'editSocialNetworks', route: '/$lang/account/edit/social-networks', when: creator },
    { key: 'blockedList', route: '/$lang/fan/blocked-list', when: fan },
    { key: 'signOut', when: true },
  ];
  return candidates
    .filter((entry) => entry.when && (!entry.route || routeExists(entry.route)))
    .map(({ key, route }) => ({ key, route }));
}

/** `/$lang/account` → `/ja/account`. */
export const fillLang = (route: string, lang: string) => route.replace('$lang', lang);
