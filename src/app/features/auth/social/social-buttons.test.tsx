import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '@app/ui/test-utils';
import { SocialButtons } from './social-buttons';

let configured: string[] = [];
const post = vi.fn((_path: string, _body: unknown) => Promise.resolve({ data: { url: 'https://provider.test/auth' } }));
vi.mock('@app/platform/api', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  api: {
    get: () => Promise.resolve({ data: configured }),
    post: (path: string, body: unknown) => post(path, body),
  },
}));

function show(intent: 'sign-in' | 'creator-sign-up', role?: number) {
  renderUi(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SocialButtons intent={intent} role={role} />
      <p>form</p>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  post.mockClear();
});

describe('SocialButtons', () => {
  it('shows nothing when the server has no provider configured', async () => {
    configured = [];
    show('sign-in');
    await screen.findByText('form');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers only the configured providers and leaves for the provider with the intent and role', async () => {
    configured = ['google', 'apple'];
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const user = userEvent.setup();
    show('creator-sign-up', 3);
    await user.click(await screen.findByRole('button', { name: 'Continue with Apple' }));
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Continue with Facebook' })).toBeNull();
    expect(post).toHaveBeenCalledWith('/auth/social/apple/start', { intent: 'creator-sign-up', role: 3 });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://provider.test/auth'));
  });

  it("shows each provider's own mark, hidden from screen readers, beside its name", async () => {
    configured = ['google', 'facebook', 'apple'];
    show('sign-in');
    for (const name of ['Google', 'Facebook', 'Apple']) {
      const button = await screen.findByRole('button', { name: `Continue with ${name}` });
      const mark = button.querySelector('svg');
      expect(mark?.getAttribute('aria-hidden')).toBe('true');
      expect(mark?.querySelector('path')).not.toBeNull();
    }
    const google = screen.getByRole('button', { name: 'Continue with Google' });
    // Google's "G" is four-coloured: red, blue, yellow, green.
    const fills = [...google.querySelectorAll('svg path')].map((path) => path.getAttribute('fill'));
    expect(fills).toEqual(['#EA4335', '#4285F4', '#FBBC05', '#34A853']);
  });

  it('says so, and lets the person try again, when the start fails', async () => {
    configured = ['google'];
    post.mockRejectedValueOnce(new Error('offline'));
    const user = userEvent.setup();
    show('sign-in');
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the sign-in service');
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  });
});
