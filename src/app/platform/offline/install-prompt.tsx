import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import XIcon from 'lucide-react/icons/x';
import { css } from 'styled-system/css';
import { visitCountPreference } from '@app/platform/preferences';
import { Button } from '@app/ui/button';
import { IconButton } from '@app/ui/icon-button';

/** Chromium's install event (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** The offer comes from the second visit on, never on the first, and "Not now" waits 30 days. */
export const INSTALL_FROM_VISIT = 2;
const SNOOZE_MS = 30 * 24 * 3600 * 1000;
const SNOOZE_KEY = 'stagepass.install-snoozed-until';
const SESSION_KEY = 'stagepass.visit-counted';

/** Counts one visit per browser session (a reload is not a new visit). */
export function countVisit(): number {
  const count = Number(visitCountPreference.get() ?? '0');
  if (sessionStorage.getItem(SESSION_KEY)) return count;
  sessionStorage.setItem(SESSION_KEY, '1');
  visitCountPreference.set(String(count + 1));
  return count + 1;
}

export const shouldOfferInstall = (visits: number, snoozedUntil: number, now: number) =>
  visits >= INSTALL_FROM_VISIT && now >= snoozedUntil;

/** "Install Stagepass" when the browser offers it and the moment is right (spec: not on the first visit). */
export function InstallPrompt() {
  const [event, setEvent] = useState<BeforeInstallPromptEvent | null>(null);
  const { t } = useLingui();
  useEffect(() => {
    const visits = countVisit();
    const onPrompt = (e: Event) => {
      // Keep the browser's own mini bar away; the offer appears at our moment instead.
      e.preventDefault();
      const snoozed = Number(localStorage.getItem(SNOOZE_KEY) ?? 0);
      if (shouldOfferInstall(visits, snoozed, Date.now())) setEvent(e as BeforeInstallPromptEvent);
    };
    const onInstalled = () => setEvent(null);
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);
  if (!event) return null;
  return (
    <div
      role="region"
      aria-label={t`Install the app`}
      className={css({
        display: 'flex',
        alignItems: 'center',
        gap: '3',
        px: { base: '4', sm: '6', md: '8' },
        py: '2',
        bg: 'accent.subtle',
        textStyle: 'body.sm',
      })}
    >
      <p className={css({ flex: '1' })}>
        <Trans>Install Stagepass on this device to watch your library even without a connection.</Trans>
      </p>
      <Button
        type="button"
        size="sm"
        onClick={async () => {
          await event.prompt();
          await event.userChoice.catch(() => undefined);
          setEvent(null);
        }}
      >
        <Trans>Install</Trans>
      </Button>
      <IconButton
        aria-label={t`Not now`}
        size="sm"
        onClick={() => {
          localStorage.setItem(SNOOZE_KEY, String(Date.now() + SNOOZE_MS));
          setEvent(null);
        }}
      >
        <XIcon size={16} />
      </IconButton>
    </div>
  );
}
