import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { visitCountPreference } from '@app/platform/preferences';
import { renderUi } from '@app/ui/test-utils';
import { AppLife } from './app-life';
import { countVisit, INSTALL_FROM_VISIT, InstallPrompt, shouldOfferInstall } from './install-prompt';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

function renderAppLife() {
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue(undefined);
  renderUi(
    <QueryClientProvider client={client}>
      <AppLife />
    </QueryClientProvider>,
  );
  return invalidate;
}

describe('after the phone suspends the app', () => {
  it('refreshes the data when a frozen page is resumed or one is restored from the back/forward cache', () => {
    const invalidate = renderAppLife();
    act(() => void document.dispatchEvent(new Event('resume')));
    expect(invalidate).toHaveBeenCalledTimes(1);
    // A normal load is not a restore: nothing to refresh.
    act(() => void window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false })));
    expect(invalidate).toHaveBeenCalledTimes(1);
    act(() => void window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
    expect(invalidate).toHaveBeenCalledTimes(2);
  });
});

/** Chromium's install event. */
function installEvent() {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
    prompt: () => Promise<void>;
    userChoice: Promise<{ outcome: string }>;
  };
  event.prompt = vi.fn(async () => undefined);
  event.userChoice = Promise.resolve({ outcome: 'accepted' });
  return event;
}

describe('the install offer', () => {
  it('counts one visit per browser session, and comes from the second visit while not snoozed', () => {
    expect(countVisit()).toBe(1);
    expect(countVisit()).toBe(1);
    sessionStorage.clear();
    expect(countVisit()).toBe(2);
    const now = Date.now();
    expect(shouldOfferInstall(1, 0, now)).toBe(false);
    expect(shouldOfferInstall(INSTALL_FROM_VISIT, 0, now)).toBe(true);
    expect(shouldOfferInstall(INSTALL_FROM_VISIT, now + 1000, now)).toBe(false);
  });

  it('never shows on the first visit, even when the browser offers', () => {
    renderUi(<InstallPrompt />);
    const event = installEvent();
    act(() => void window.dispatchEvent(event));
    expect(event.defaultPrevented).toBe(true);
    expect(screen.queryByRole('region', { name: 'Install the app' })).toBeNull();
  });

  it('shows on a later visit, installs through the browser, and "Not now" keeps it away', async () => {
    visitCountPreference.set('1');
    const { unmount } = renderUi(<InstallPrompt />);
    const event = installEvent();
    act(() => void window.dispatchEvent(event));
    fireEvent.click(screen.getByRole('button', { name: 'Install' }));
    await vi.waitFor(() => expect(event.prompt).toHaveBeenCalled());
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: 'Install the app' })).toBeNull());

    act(() => void window.dispatchEvent(installEvent()));
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    unmount();
    sessionStorage.clear();
    renderUi(<InstallPrompt />);
    act(() => void window.dispatchEvent(installEvent()));
    expect(screen.queryByRole('region', { name: 'Install the app' })).toBeNull();
  });
});
