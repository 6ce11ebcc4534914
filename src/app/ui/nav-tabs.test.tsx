import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NavTabs } from './nav-tabs';
import { renderUi } from './test-utils';

describe('NavTabs', () => {
  it('renders route tabs as links in a labelled nav, marking the current one', () => {
    renderUi(
      <NavTabs
        label="Library sections"
        items={[
          { label: 'Wishlist', href: '/en/library/wishlist', active: true },
          { label: 'Following', href: '/en/library/following' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Library sections' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wishlist' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Following' })).not.toHaveAttribute('aria-current');
  });
});
