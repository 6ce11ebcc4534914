import { describe, expect, it } from 'vitest';
import { accountMenuEntries, fillLang } from './account-menu-entries';

const fan = ['user-access', 'sign-in-access'];
const creator = ['creator', 'sign-in-access'];
const keys = (permissions: string[], existing: string[]) =>
  accountMenuEntries({ permissions, routeExists: (route) => existing.includes(route) }).map((entry) => entry.key);

const allRoutes = [
  '/$lang/library',
  '/$lang/account',
  '/$lang/account/edit/public-data',
  '/$lang/account/edit/social-networks',
  '/$lang/fan/blocked-list',
  '/$lang/fan/downloads',
];

describe('accountMenuEntries', () => {
  it('lists a creator’s entries in the spec’s order', () => {
    expect(keys(creator, allRoutes)).toEqual([
      'library',
      'downloads',
      'myAccount',
      'editProfile',
      'editSocialNetworks',
      'signOut',
    ]);
  });

  it('lists a fan’s entries in the spec’s order', () => {
    expect(keys(fan, allRoutes)).toEqual(['downloads', 'myAccount', 'editProfile', 'blockedList', 'signOut']);
  });

  it('leaves out entries whose page does not exist yet', () => {
    const existing = allRoutes.filter(
      (route) => !['/$lang/library', '/$lang/fan/blocked-list', '/$lang/fan/downloads'].includes(route),
    );
    expect(keys(creator, existing)).toEqual(['myAccount', 'editProfile', 'editSocialNetworks', 'signOut']);
    expect(keys(fan, existing)).toEqual(['myAccount', 'editProfile', 'signOut']);
  });

  it('sends a creator to the creator area once it exists', () => {
    const entries = accountMenuEntries({
      permissions: creator,
      routeExists: (route) => [...allRoutes, '/$lang/creator/home'].includes(route),
    });
    expect(entries.find((entry) => entry.key === 'myAccount')?.route).toBe('/$lang/creator/home');
  });

  it('fills in the language', () => {
    expect(fillLang('/$lang/account', 'ko')).toBe('/ko/account');
  });
});
