import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ModalOnDemand } from './modal-on-demand';
import { renderUi } from './test-utils';

// Ark's dialog (focus trap, scroll lock, presence) is in no first view: it loads the first time the modal opens.
const modalLoaded = vi.hoisted(() => vi.fn());
vi.mock('./modal', async (original) => {
  modalLoaded();
  return original();
});

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Block</button>
      <ModalOnDemand open={open} onOpenChange={setOpen} role="alertdialog" title="Block Ana?" />
    </>
  );
}

describe('ModalOnDemand', () => {
  it("loads the modal's code when first opened, then is the app's modal", async () => {
    const user = userEvent.setup();
    renderUi(<Harness />);
    expect(modalLoaded).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Block' }));
    expect(await screen.findByRole('alertdialog', { name: 'Block Ana?' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(modalLoaded).toHaveBeenCalledTimes(1);
  });
});
