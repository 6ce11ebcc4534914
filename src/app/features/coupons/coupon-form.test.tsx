import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@app/platform/api';
import { renderUi } from '@app/ui/test-utils';
import { CouponForm } from './coupon-form';
import { emptyCouponForm } from './form-values';

vi.mock('@app/platform/api', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  api: { get: () => Promise.resolve({ data: [] }) },
}));
const toastError = vi.fn();
vi.mock('@app/ui/toaster', () => ({ toast: { success: vi.fn(), error: (...args: unknown[]) => toastError(...args) } }));

describe('CouponForm', () => {
  it("puts the server's refusal of a request date under the day it was typed as", async () => {
    const ends = 'The end must be after the start.';
    const onSubmit = vi
      .fn()
      .mockRejectedValue(new ApiError(422, ends, { message: ends }, [{ field: 'ends_at', errors: [ends] }]));
    const user = userEvent.setup();
    renderUi(
      <QueryClientProvider client={new QueryClient()}>
        <CouponForm
          ownerId={7}
          initial={{ ...emptyCouponForm, code: 'SPRING', value: '10', ends_on: '2030-01-01' }}
          submitLabel="Save"
          onSubmit={onSubmit}
        />
      </QueryClientProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Valid until/ })).toHaveAccessibleDescription(
        expect.stringContaining(ends),
      ),
    );
    expect(toastError).not.toHaveBeenCalled();
  });
});
