import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '@app/ui/test-utils';
import { NoPermissionDialogOnDemand } from './no-permission-dialog-on-demand';
import { noPermissionDialog } from './no-permission-store';

const loaded = vi.fn();
vi.mock('./no-permission-dialog', async (importOriginal) => {
  loaded();
  return importOriginal();
});
vi.mock('@tanstack/react-router', () => ({
  useRouter: () => ({ state: { location: { pathname: '/en', href: '/en' } }, navigate: vi.fn() }),
}));

describe('NoPermissionDialogOnDemand', () => {
  it("loads the dialog's code only when a 403 opens it", async () => {
    renderUi(<NoPermissionDialogOnDemand />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(loaded).not.toHaveBeenCalled();

    act(() => noPermissionDialog.open());

    expect(await screen.findByRole('alertdialog', { name: 'You do not have permission' })).toBeVisible();
    expect(loaded).toHaveBeenCalledOnce();
  });
});
