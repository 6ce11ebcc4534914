import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { applyColorScheme, currentColorScheme, storedColorScheme } from './color-scheme';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { renderUi } from './test-utils';

afterEach(() => applyColorScheme(null));

describe('colour scheme', () => {
  it('applies a choice to <html data-theme> and remembers it; null returns to the OS theme', () => {
    applyColorScheme('dark');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(storedColorScheme()).toBe('dark');
    expect(currentColorScheme()).toBe('dark');

    applyColorScheme(null);
    expect(document.documentElement).not.toHaveAttribute('data-theme');
    expect(storedColorScheme()).toBeNull();
  });

  it('toggles from the header button, naming the theme it switches to', async () => {
    const user = userEvent.setup();
    applyColorScheme('light');
    renderUi(<ColorSchemeToggle />);
    await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
  });
});
