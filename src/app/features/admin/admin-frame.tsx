import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { Logo } from '@app/ui/logo';
import { MAIN_ID, SkipLink } from '@app/ui/skip-link';
import { ColorSchemeToggle } from '@app/ui/color-scheme-toggle';

/** The back office's frame: a plain bar (desktop first, still usable on a phone) and the page as main. */
export function AdminFrame({ actions, children }: { actions?: ReactNode; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', minHeight: '100dvh', bg: 'bg.canvas' })}>
      <SkipLink />
      <header className={css({ bg: 'bg.surface', borderBottomWidth: '1px', borderColor: 'border.default' })}>
        <div
          className={css({
            display: 'flex',
            alignItems: 'center',
            gap: '3',
            maxWidth: '90rem',
            mx: 'auto',
            px: { base: '4', sm: '6', md: '8' },
            minHeight: '16',
          })}
        >
          <Link to="/admin" aria-label={t`Stagepass administration home`}>
            <Logo />
          </Link>
          {/* On a phone the logo link's name says it; the word would push the menus past the screen. */}
          <span className={css({ color: 'fg.muted', fontWeight: '600', display: { base: 'none', sm: 'inline' } })}>
            {t`Administration`}
          </span>
          <div className={css({ flex: '1' })} />
          <ColorSchemeToggle />
          {actions}
        </div>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className={css({ flex: '1', outline: 'none' })}>
        {children}
      </main>
    </div>
  );
}
