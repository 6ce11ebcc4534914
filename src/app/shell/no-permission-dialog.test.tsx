import { QueryClientProvider, useMutation } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@app/platform/api';
import { createQueryClient } from '@app/platform/query-client';
import { renderUi } from '@app/ui/test-utils';
import { handleAppError } from './app-error-handler';
import { NoPermissionDialog } from './no-permission-dialog';

vi.mock('@tanstack/react-router', () => ({
  useRouter: () => ({ state: { location: { pathname: '/en/fan/home', href: '/en/fan/home' } }, navigate: vi.fn() }),
}));

/** A page that shows its own errors (`localErrors`), as the purchase and form pages do. */
function SavingPage() {
  const save = useMutation({
    mutationFn: () => Promise.reject(new ApiError(403, 'You do not have permission to do this.', null)),
    meta: { localErrors: true },
  });
  return (
    <>
      <button type="button" onClick={() => save.mutate()}>
        Save
      </button>
      {save.isError ? <p>Shown on the page</p> : null}
    </>
  );
}

describe('the no-permission dialog (spec §6)', () => {
  it('opens on an API 403 even where the page handles its errors itself', async () => {
    const client = createQueryClient({ onError: handleAppError });
    renderUi(
      <QueryClientProvider client={client}>
        <SavingPage />
        <NoPermissionDialog />
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alertdialog', { name: 'You do not have permission' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with another account' })).toBeInTheDocument();
  });
});
