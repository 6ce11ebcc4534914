import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@app/platform/api';
import { renderUi } from '@app/ui/test-utils';
import { ResetPasswordPage } from './reset-password-page';

const post = vi.fn();
vi.mock('@app/platform/api', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  api: { post: (...args: unknown[]) => post(...args) },
}));
vi.mock('@tanstack/react-router', () => ({
  useSearch: () => ({ token: 'used-token' }),
  useNavigate: () => vi.fn(),
  Link: ({ children }: { children: ReactNode }) => <a href="/en/password/email">{children}</a>,
}));
const toastError = vi.fn();
vi.mock('@app/ui/toaster', () => ({ toast: { success: vi.fn(), error: (...args: unknown[]) => toastError(...args) } }));

beforeEach(() => {
  post.mockReset();
  toastError.mockReset();
});

describe('ResetPasswordPage', () => {
  it('says a used link once, on the form, and offers a new one', async () => {
    const expired = 'This password reset link is invalid or has expired.';
    post.mockRejectedValue(new ApiError(422, expired, { message: expired }, [{ field: 'token', errors: [expired] }]));
    const user = userEvent.setup();
    renderUi(
      <QueryClientProvider client={new QueryClient()}>
        <ResetPasswordPage />
      </QueryClientProvider>,
    );
    await user.type(screen.getByLabelText(/New password/), 'a-good-long-password');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(expired));
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeInTheDocument();
    expect(toastError).not.toHaveBeenCalled();
  });
});
