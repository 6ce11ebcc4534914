import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@app/platform/api';
import { renderUi } from '@app/ui/test-utils';
import { DeleteDialog } from './delete-dialog';

const del = vi.fn();
vi.mock('@app/platform/api', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  api: { delete: (...args: unknown[]) => del(...args) },
}));
const success = vi.fn();
vi.mock('@app/ui/toaster', () => ({ toast: { success: (...args: unknown[]) => success(...args), error: vi.fn() } }));

function open(onOpenChange = vi.fn()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderUi(
    <QueryClientProvider client={queryClient}>
      <DeleteDialog contentId={7} title="House basics" open onOpenChange={onOpenChange} />
    </QueryClientProvider>,
  );
  return onOpenChange;
}

const reasonBox = () => screen.findByRole('textbox', { name: /Why are you deleting it/ });

beforeEach(() => {
  del.mockReset().mockResolvedValue({ data: { id: 7 } });
  success.mockReset();
});

describe('DeleteDialog', () => {
  it('asks for a reason with the shared schema’s message and sends nothing without one', async () => {
    open();
    const text = await reasonBox();
    fireEvent.change(text, { target: { value: '   ' } });
    fireEvent.blur(text);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Tell us why you delete this item.')).toBeTruthy();
    expect(del).not.toHaveBeenCalled();
  });

  it('sends the id and the trimmed reason, confirms and closes', async () => {
    const onOpenChange = open();
    fireEvent.change(await reasonBox(), { target: { value: '  Recorded again in better light. ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(del).toHaveBeenCalledWith('/api/content/7', {
      body: { id: 7, deletion_reason: 'Recorded again in better light.' },
    });
    expect(success).toHaveBeenCalledWith('Moved to the trash.', 'You can restore it from the Trashed list.');
  });

  it('shows the server’s refusal on the reason field', async () => {
    del.mockRejectedValue(
      new ApiError(422, 'The given data was invalid.', null, [
        { field: 'deletion_reason', errors: ['The reason may not be greater than 500 characters.'] },
      ]),
    );
    const onOpenChange = open();
    fireEvent.change(await reasonBox(), { target: { value: 'A reason' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The reason may not be greater than 500 characters.')).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});
