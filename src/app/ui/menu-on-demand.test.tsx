import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Menu } from './menu';
import { renderUi } from './test-utils';

const popupLoaded = vi.fn();
vi.mock('./menu-popup', async (importOriginal) => {
  popupLoaded();
  return importOriginal();
});

describe('Menu on demand', () => {
  it("loads Ark's menu only when its trigger is approached, and opens it on the first press", async () => {
    const user = userEvent.setup();
    renderUi(<Menu label="Language: English" items={[{ value: 'ja', label: '日本語' }]} />);
    const standIn = screen.getByRole('button', { name: 'Language: English' });
    expect(standIn).toHaveAttribute('aria-haspopup', 'menu');
    expect(popupLoaded).not.toHaveBeenCalled();

    await user.tab();
    await waitFor(() => expect(popupLoaded).toHaveBeenCalledOnce());
    await user.keyboard('{Enter}');
    const item = await screen.findByRole('menuitem', { name: '日本語' });
    await waitFor(() => expect(item).toHaveAttribute('data-highlighted'));
    // Ark moves focus into the menu a frame after it opens; an Escape before that frame (only a loaded test runner is
    // that quick) would see the late focus land on the closed menu.
    await waitFor(() => expect(screen.getByRole('menu')).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Language: English' })).toHaveFocus());
  });
});
