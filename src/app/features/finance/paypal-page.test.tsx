import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Wallet } from '@shared/schemas/commerce';
import { renderUi } from '@app/ui/test-utils';
import { PayPalPage } from './paypal-page';
import { startPayPalLogin } from './paypal-login';
import type { PayPalReturnSearch } from './paypal-login';

const get = vi.fn();
const post = vi.fn();
vi.mock('@app/platform/api', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  api: { get: (...args: unknown[]) => get(...args), post: (...args: unknown[]) => post(...args) },
}));
const navigate = vi.fn(() => Promise.resolve());
vi.mock('@tanstack/react-router', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  useNavigate: () => navigate,
}));
vi.mock('@app/ui/toaster', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const LOGIN = 'https://www.sandbox.paypal.com/connect/?client_id=abc&response_type=code';
const wallet: Wallet = {
  balance_currency: 'USD',
  platform_fee_bps: 1000,
  holding_days: 14,
  paypal: { linked: false, email: null, linked_at: null, login_url: LOGIN },
  balances: [],
};

function show(search: PayPalReturnSearch) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  renderUi(
    <QueryClientProvider client={queryClient}>
      <PayPalPage search={search} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  sessionStorage.clear();
  get.mockReset().mockResolvedValue({ data: wallet });
  post.mockReset().mockResolvedValue({ data: { ...wallet.paypal, linked: true, email: 'me@example.com' } });
  navigate.mockClear();
});

describe('PayPalPage with PayPal', () => {
  it('offers "Log in with PayPal", and links with the code PayPal returns to the tab that started it', async () => {
    show({});
    expect(await screen.findByRole('button', { name: 'Log in with PayPal' })).toBeTruthy();
    const state = new URL(startPayPalLogin(LOGIN)).searchParams.get('state')!;
    show({ code: 'C21AAcode', state });
    await waitFor(() => expect(post).toHaveBeenCalledWith('/api/paypal/auth/link-code', { code: 'C21AAcode' }));
    expect(navigate).toHaveBeenCalledWith({ to: '.', search: {}, replace: true });
  });

  it('links nothing for a code this tab did not ask for, or a cancelled sign-in', async () => {
    startPayPalLogin(LOGIN);
    show({ code: 'C21AAforged', state: 'someone-else' });
    expect(await screen.findByText('This PayPal sign-in was not started from this page. Try again.')).toBeTruthy();
    show({ error: 'access_denied' });
    expect(await screen.findByText('The PayPal sign-in was cancelled. Nothing was linked.')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });
});
