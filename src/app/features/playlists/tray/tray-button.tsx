import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouterState } from '@tanstack/react-router';
import PlayIcon from 'lucide-react/icons/play';
import XIcon from 'lucide-react/icons/x';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import { formatDuration } from '@app/platform/format';
import { useIsSignedIn } from '@app/platform/session';
import { trayButtonPreference } from '@app/platform/preferences';
import { trayStore } from '@app/platform/storage';
import { IconButton } from '@app/ui/icon-button';
import { useTrayItem } from './use-tray-item';

const tray = css({
  position: 'fixed',
  insetInlineEnd: '4',
  bottom: 'calc(1rem + env(safe-area-inset-bottom))',
  zIndex: 'sticky',
  display: 'flex',
  alignItems: 'center',
  gap: '1',
  maxWidth: 'min(22rem, calc(100vw - 2rem))',
  p: '1',
  bg: 'bg.surface',
  color: 'fg.default',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  boxShadow: 'overlay',
});

/**
 * The floating tray button (spec §3–4): shown when signed in and a playlist video was left
 * playing; it reopens the playlist at the stored time, and its close control forgets the item.
 */
export function TrayButton() {
  const { t, i18n } = useLingui();
  const signedIn = useIsSignedIn('site');
  const item = useTrayItem();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  if (!signedIn || !item) return null;
  // On its own playlist page the player is already there.
  if (pathname.endsWith(`/fan/playlist/${item.playlistId}`)) return null;
  const title = item.title;
  const playlistTitle = item.playlistTitle;
  const at = formatDuration(item.currentTimePosition);
  return (
    <aside aria-label={t`Continue watching`} className={tray} data-testid="tray">
      <Link
        to="/$lang/fan/playlist/$playlistId"
        params={{ lang: i18n.locale as Locale, playlistId: item.playlistId }}
        search={{ page: item.page, title: item.playlistTitle, startWithTime: true }}
        aria-label={t`Continue ${title} at ${at}`}
        className={css({
          display: 'flex',
          alignItems: 'center',
          gap: '3',
          minWidth: '0',
          flex: '1',
          p: '1',
          borderRadius: 'control',
          _hover: { bg: 'bg.muted' },
          _focusVisible: { outline: '2px solid', outlineColor: 'focus.ring' },
        })}
      >
        <span className={css({ position: 'relative', flexShrink: '0', width: '12', height: '12' })}>
          {item.poster ? (
            <img
              src={item.poster}
              alt=""
              width={100}
              height={100}
              className={css({ width: '12', height: '12', objectFit: 'cover', borderRadius: 'control' })}
            />
          ) : null}
          <span
            className={css({
              position: 'absolute',
              inset: '0',
              display: 'grid',
              placeContent: 'center',
              color: 'fg.onAccent',
              bg: 'bg.overlay',
              borderRadius: 'control',
            })}
          >
            <PlayIcon fill="currentColor" size={18} />
          </span>
        </span>
        <span className={css({ display: 'grid', minWidth: '0' })}>
          <span className={css({ fontWeight: '600', truncate: true })}>{item.title}</span>
          <span className={css({ textStyle: 'body.sm', color: 'fg.muted', truncate: true })}>
            <Trans>
              {at} · {playlistTitle}
            </Trans>
          </span>
        </span>
      </Link>
      <IconButton
        aria-label={t`Close the player tray`}
        size="sm"
        onClick={() => {
          trayButtonPreference.clear();
          void trayStore.clear();
        }}
      >
        <XIcon size={16} />
      </IconButton>
    </aside>
  );
}
