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
