import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderUi } from './test-utils';
import { toast, Toaster } from './toaster';
import { toaster } from './toast/toast-view';

afterEach(() => {
  act(() => toaster.remove());
});

describe('toast', () => {
  it('adds no toast region (nor loads its code) before the first toast', async () => {
    renderUi(<Toaster />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    act(() => {
      toast.info('Link copied');
    });
    expect(await screen.findByRole('region', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('renders a success toast politely, with title and description', async () => {
    renderUi(<Toaster />);
    act(() => {
      toast.success('Saved', 'Your profile is up to date');
    });
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Saved');
    expect(status).toHaveTextContent('Your profile is up to date');
    expect(status).toHaveAttribute('aria-live', 'polite');
  });

  it('announces errors assertively', async () => {
    renderUi(<Toaster />);
    act(() => {
      toast.error('Payment failed');
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Payment failed');
    expect(alert).toHaveAttribute('aria-live', 'assertive');
  });

  it('can be dismissed with its close button', async () => {
    const user = userEvent.setup();
    renderUi(<Toaster />);
    act(() => {
      toast.info('Link copied');
    });
    const status = await screen.findByRole('status');
    expect(status).toHaveAttribute('data-state', 'open');
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    // Closing starts at once; Ark then keeps the toast for a short exit before removing it.
    expect(status).toHaveAttribute('data-state', 'closed');
    await waitFor(() => expect(screen.queryByText('Link copied')).not.toBeInTheDocument());
  });

  it('sits top-right', () => {
    expect(toaster.attrs.placement).toBe('top-end');
    expect(toaster.attrs.duration).toBe(5000);
  });
});
