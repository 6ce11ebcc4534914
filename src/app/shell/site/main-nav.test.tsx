import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@shared/schemas/profile';
import { renderUi } from '@app/ui/test-utils';
import { MainNav } from './main-nav';

let profile: Profile | null = null;
vi.mock('@app/platform/page/use-site-session', () => ({ useSiteProfile: () => profile }));
vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, params, children }: { to: string; params: { lang: string }; children: ReactNode }) => (
    <a href={to.replace('$lang', params.lang)}>{children}</a>
  ),
}));

const links = () =>
  within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('MainNav', () => {
  beforeEach(() => {
    profile = null;
  });

  it('offers a visitor search, at its public address', () => {
    renderUi(<MainNav />);
    expect(links()).toEqual([['Search', '/en/search']]);
  });

  it('gives a member their feed, library, search, calendar and studio entry', () => {
    profile = { permissions: ['user-access'] } as unknown as Profile;
    renderUi(<MainNav />);
    expect(links()).toEqual([
      ['Feed', '/en/fan/feed'],
      ['Library', '/en/library'],
      ['Search', '/en/search'],
      ['Calendar', '/en/calendar'],
      ['Become a creator', '/en/creator/new'],
    ]);
  });
});
