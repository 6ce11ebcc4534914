import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '@app/ui/test-utils';

/** What vite-plugin-pwa's registerSW (workbox-window underneath) is given and hands back. */
const pwa = vi.hoisted(() => ({
  options: undefined as { onNeedRefresh?: () => void } | undefined,
  update: vi.fn(async (_reload?: boolean) => undefined),
}));
vi.mock('virtual:pwa-register', () => ({
  registerSW: (options: { onNeedRefresh?: () => void }) => {
    pwa.options = options;
    return pwa.update;
  },
}));

const { registerServiceWorker } = await import('./update-store');
const { UpdatePrompt } = await import('./update-prompt');

describe('a new version', () => {
  it('is offered only once its worker waits, and "Reload" activates it and reloads', () => {
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    registerServiceWorker();
    renderUi(<UpdatePrompt />);
    expect(screen.queryByText('A new version of Stagepass is ready.')).toBeNull();
    act(() => pwa.options?.onNeedRefresh?.());
    expect(screen.getByRole('status')).toHaveTextContent('A new version of Stagepass is ready.');
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(pwa.update).toHaveBeenCalledWith(true);
  });

  it('can wait: "Later" hides the offer without reloading', () => {
    pwa.update.mockClear();
    act(() => pwa.options?.onNeedRefresh?.());
    renderUi(<UpdatePrompt />);
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(pwa.update).not.toHaveBeenCalled();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });
});
