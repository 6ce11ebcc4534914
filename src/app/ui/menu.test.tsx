import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiLinkProvider } from './link-context';
import { Menu } from './menu';
import { renderUi } from './test-utils';

describe('Menu', () => {
  it('opens from its named trigger and runs an action item', async () => {
    const user = userEvent.setup();
    const signOut = vi.fn();
    renderUi(
      <Menu
        label="Account"
        trigger={<span>AL</span>}
        items={[
          { value: 'profile', label: 'Edit profile', href: '/en/account/edit/public-data' },
          { value: 'sign-out', label: 'Sign out', onSelect: signOut },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Account' }));
    const link = await screen.findByRole('menuitem', { name: 'Edit profile' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '/en/account/edit/public-data');

    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalledOnce();
  });

  it('follows a link item from the keyboard through the app link renderer', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    renderUi(
      <UiLinkProvider
        render={({ href, ...props }) => (
          <a
            href={href}
            {...props}
            onClick={(event) => {
              event.preventDefault();
              navigate(href);
            }}
          />
        )}
      >
        <Menu label="Account" items={[{ value: 'library', label: 'Library', href: '/en/library' }]} />
      </UiLinkProvider>,
    );
    screen.getByRole('button', { name: 'Account' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Library' })).toHaveAttribute('data-highlighted'));
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/en/library');
  });
});
