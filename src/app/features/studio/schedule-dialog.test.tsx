import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EditorMessages } from '@shared/schemas/content-editor';
import { ApiError } from '@app/platform/api';
import { renderUi } from '@app/ui/test-utils';
import { ScheduleDialog } from './schedule-dialog';

const put = vi.fn();
vi.mock('@app/platform/api', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  api: { put: (...args: unknown[]) => put(...args) },
}));
const success = vi.fn();
vi.mock('@app/ui/toaster', () => ({ toast: { success: (...args: unknown[]) => success(...args), error: vi.fn() } }));

function open(onOpenChange = vi.fn()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderUi(
    <QueryClientProvider client={queryClient}>
      <ScheduleDialog contentId={7} current={null} open onOpenChange={onOpenChange} />
    </QueryClientProvider>,
  );
  return onOpenChange;
}

const when = () => screen.findByLabelText(/^Publish at/);

beforeEach(() => {
  put.mockReset().mockResolvedValue({ data: { id: 7 } });
  success.mockReset();
});

describe('ScheduleDialog', () => {
  it('sends the local time chosen as an instant, confirms and closes', async () => {
    const onOpenChange = open();
    fireEvent.change(await when(), { target: { value: '2031-05-04T18:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(put).toHaveBeenCalledWith('/api/content/7/auto-publish', {
      publish_at: new Date(2031, 4, 4, 18, 30).toISOString(),
    });
    expect(success).toHaveBeenCalledWith('Publication scheduled.', expect.stringContaining('2031'));
  });

  it('sends nothing without a time', async () => {
    const onOpenChange = open();
    const field = await when();
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.blur(field);
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Enter a date and time with its time zone.')).toBeTruthy();
    expect(put).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it('shows the server’s refusal of a past time on the field and stays open', async () => {
    put.mockRejectedValue(
      new ApiError(422, 'The given data was invalid.', null, [
        { field: 'publish_at', errors: [EditorMessages.publishAtPast] },
      ]),
    );
    const onOpenChange = open();
    fireEvent.change(await when(), { target: { value: '2020-01-01T10:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText(EditorMessages.publishAtPast)).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});
