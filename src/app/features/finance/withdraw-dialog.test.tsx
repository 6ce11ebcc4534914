import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Wallet } from '@shared/schemas/commerce';
import { ApiError } from '@app/platform/api/api-error';
import { renderUi } from '@app/ui/test-utils';
import { WithdrawDialog } from './withdraw-dialog';

const post = vi.fn();
vi.mock('@app/platform/api', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  api: { post: (...args: unknown[]) => post(...args) },
}));
const success = vi.fn();
vi.mock('@app/ui/toaster', () => ({ toast: { success: (...args: unknown[]) => success(...args), error: vi.fn() } }));

const wallet: Wallet = {
  balance_currency: 'USD',
  platform_fee_bps: 1000,
  holding_days: 14,
  paypal: { linked: true, email: 'me@example.com', linked_at: '2026-01-01T00:00:00.000Z', login_url: null },
  balances: [{ currency: 'USD', pending: 0, ready: 2500, in_transit: 0, paid_out: 0 }],
};

function open(onClose = vi.fn()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  renderUi(
    <QueryClientProvider client={queryClient}>
      <WithdrawDialog wallet={wallet} open onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
}
const amountField = () => screen.findByRole('textbox', { name: /Amount/ });

beforeEach(() => {
  post.mockReset();
  success.mockReset();
});

describe('WithdrawDialog', () => {
  it('sends "Try again" after a lost answer with the same request id, so the payout is made once', async () => {
    post
      .mockRejectedValueOnce(new ApiError(0, 'Failed to fetch', undefined))
      .mockResolvedValueOnce({ data: { id: 1, status: 'paid' } });
    const onClose = open();
    fireEvent.change(await amountField(), { target: { value: '20.00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw $20.00' }));
    expect(await screen.findByText('The withdrawal could not be sent. Try again.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw $20.00' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(post).toHaveBeenCalledTimes(2);
    const [first, second] = post.mock.calls.map((c) => c[1] as { request_id: string; amount: number });
    expect(first).toMatchObject({ amount: 2000, currency: 'USD' });
    expect(second!.request_id).toBe(first!.request_id);
    expect(success).toHaveBeenCalledTimes(1);
  });

  it('refuses more than is ready on the field before sending anything', async () => {
    open();
    fireEvent.change(await amountField(), { target: { value: '25.01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('The amount is more than your balance ready to withdraw.')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it("shows the server's refusal on the amount and goes back to it", async () => {
    post.mockRejectedValueOnce(
      new ApiError(422, 'The given data was invalid.', undefined, [
        { field: 'amount', errors: ['The amount is more than your balance ready to withdraw.'] },
      ]),
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw $25.00' }));
    expect(await screen.findByText('The amount is more than your balance ready to withdraw.')).toBeTruthy();
    expect(await amountField()).toHaveAttribute('aria-invalid', 'true');
  });
});
