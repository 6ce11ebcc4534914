import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Money } from '@shared/money';
import { currencyPreference } from '@app/platform/preferences';
import { renderUi } from '@app/ui/test-utils';
import { ApproximatePrice } from './approximate-price';

const get = vi.fn();
vi.mock('@app/platform/api', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  api: { get: (...args: unknown[]) => get(...args) },
}));
// A visitor: no profile, only the currency they chose in the header.
vi.mock('@app/platform/session', () => ({ useProfile: () => ({ data: undefined }) }));

const rates = [
  { currency: 'EUR', per_usd: 0.92 },
  { currency: 'JPY', per_usd: 150 },
  { currency: 'USD', per_usd: 1 },
];

function show(price: Money) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderUi(
    <QueryClientProvider client={queryClient}>
      <p>
        <ApproximatePrice price={price} />
      </p>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  get.mockReset().mockResolvedValue({ data: rates });
});
afterEach(() => currencyPreference.clear());

describe('ApproximatePrice', () => {
  it('shows a visitor the price in their chosen currency, from the rates table', async () => {
    currencyPreference.set('JPY');
    show({ amount: 1500, currency: 'USD' });
    expect(await screen.findByText('About ¥2,250 in your currency.')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/api/currency-rates', expect.anything());
  });

  it('shows nothing and asks for no rates when the item is in the chosen currency', async () => {
    currencyPreference.set('EUR');
    show({ amount: 999, currency: 'EUR' });
    await Promise.resolve();
    expect(screen.queryByTestId('approximate-price')).toBeNull();
    expect(get).not.toHaveBeenCalled();
  });

  it('shows nothing while the rates cannot be loaded', async () => {
    currencyPreference.set('EUR');
    get.mockRejectedValue(new Error('offline'));
    show({ amount: 999, currency: 'USD' });
    await vi.waitFor(() => expect(get).toHaveBeenCalled());
    expect(screen.queryByTestId('approximate-price')).toBeNull();
  });
});
