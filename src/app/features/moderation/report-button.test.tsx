import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '@app/ui/test-utils';
import { ReportButton } from './report-button';

// The dialog's code (Ark dialog, the report form) is part of no first view: it loads when "Report" is pressed.
const dialogLoaded = vi.hoisted(() => vi.fn());
vi.mock('./report-dialog', () => {
  dialogLoaded();
  return {
    ReportDialog: ({ open }: { open: boolean }) => (open ? <div role="dialog" aria-label="Report this" /> : null),
  };
});

describe('ReportButton', () => {
  it('loads the report dialog only when pressed, then opens it', async () => {
    const user = userEvent.setup();
    renderUi(<ReportButton target={{ type: 'content', id: 12 }} />);
    expect(dialogLoaded).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Report' }));
    expect(await screen.findByRole('dialog', { name: 'Report this' })).toBeInTheDocument();
    expect(dialogLoaded).toHaveBeenCalledTimes(1);
  });
});
