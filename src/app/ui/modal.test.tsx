import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from './modal';
import { renderUi } from './test-utils';

function Harness({ closeOnBackdrop }: { closeOnBackdrop?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Report</button>
      <Modal open={open} onOpenChange={setOpen} title="Report content" closeOnBackdrop={closeOnBackdrop}>
        <input aria-label="Reason" />
      </Modal>
    </>
  );
}

function backdrop(): HTMLElement {
  const element = document.querySelector<HTMLElement>('[data-scope=dialog][data-part=backdrop]');
  if (!element) throw new Error('backdrop not rendered');
  return element;
}

/**
 * While a modal is open Ark sets pointer-events: none on the page outside the dialog, so a real
 * click on the backdrop lands on the document: outside the content, which is what dismisses.
 * user-event refuses such clicks unless told not to check.
 */
const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

async function openModal() {
  const user = setupUser();
  renderUi(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Report' }));
  return user;
}

describe('Modal', () => {
  it('opens as a labelled dialog with a translated close button', async () => {
    await openModal();
    expect(await screen.findByRole('dialog', { name: 'Report content' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const user = await openModal();
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Report' })).toHaveFocus());
  });

  it('closes on a backdrop click', async () => {
    const user = await openModal();
    await screen.findByRole('dialog');
    // Ark starts listening for outside clicks a tick after opening; on a busy machine the first click
    // can come earlier, so click until the layer dismisses (it must, or this times out and fails).
    await waitFor(async () => {
      if (screen.queryByRole('dialog')) await user.click(backdrop());
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('stays open on a backdrop click when closeOnBackdrop is false, but still closes on Escape', async () => {
    const user = setupUser();
    renderUi(<Harness closeOnBackdrop={false} />);
    await user.click(screen.getByRole('button', { name: 'Report' }));
    await screen.findByRole('dialog');
    await user.click(backdrop());
    // Give a dismissal the same chance to land that the closing test waits for.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes from its close button', async () => {
    const user = await openModal();
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
