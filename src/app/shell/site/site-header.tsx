import { useId, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import MenuIcon from 'lucide-react/icons/menu';
import XIcon from 'lucide-react/icons/x';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import { IconButton } from '@app/ui/icon-button';
import { ColorSchemeToggle } from '@app/ui/color-scheme-toggle';
import { AccountArea } from './account-area';
import { HeaderBadgesOnDemand } from '@app/features/notifications';
import { CurrencySwitch } from './currency-switch';
import { LanguageSwitch } from './language-switch';
import { MainNav } from './main-nav';
import { Logo } from '@app/ui/logo';
import { MobileDrawerContent } from './mobile-drawer';
import { PageViewSwitch } from './page-view-switch';

const bar = css({
  display: 'flex',
  alignItems: 'center',
  gap: { base: '2', md: '4' },
  maxWidth: '90rem',
  mx: 'auto',
  px: { base: '4', sm: '6', md: '8' },
  minHeight: '16',
});
const desktopOnly = css({ display: { base: 'none', sm: 'flex' }, alignItems: 'center', gap: '2' });
const wideOnly = css({ display: { base: 'none', lg: 'block' } });
// Below 1336px the bar has no room for the page view switch beside the navigation (nor in Japanese just
// above it): it gets a slim row of its own, so the bar itself never wraps.
const tabletRow = css({
  display: { base: 'none', sm: 'flex', lg: 'none' },
  justifyContent: 'flex-end',
  px: '6',
  pb: '2',
});

/**
 * The site header. From 768px every control sits in the bar; on phones the bar keeps the logo and
 * a menu button that discloses the same controls in a panel below it (a disclosure, not a modal:
 * the page stays reachable and Escape or any link closes it).
 */
export function SiteHeader() {
  const { t, i18n } = useLingui();
  const lang = i18n.locale as Locale;
  const [open, setOpen] = useState(false);
  const drawerId = useId();

  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a')) setOpen(false);
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    document.getElementById(`${drawerId}-button`)?.focus();
  };

  return (
    <header
      onKeyDown={closeOnEscape}
      className={css({
        position: 'sticky',
        top: '0',
        // Above the page's positioned parts (avatars, chips) as it scrolls; dialogs and menus must sit higher.
        zIndex: 'sticky',
        bg: 'bg.surface',
        borderBottomWidth: '1px',
        borderColor: 'border.default',
      })}
    >
      <div className={bar}>
        <Link to="/$lang" params={{ lang }} aria-label={t`Stagepass home`} className={css({ borderRadius: 'control' })}>
          <Logo />
        </Link>
        <MainNav className={css({ display: { base: 'none', md: 'block' } })} />
        <div className={css({ flex: '1' })} />
        <div className={desktopOnly}>
          <div className={wideOnly}>
            <PageViewSwitch />
          </div>
          <LanguageSwitch />
          <CurrencySwitch />
          <ColorSchemeToggle />
        </div>
        <HeaderBadgesOnDemand />
        <div className={css({ display: { base: 'none', sm: 'block' } })}>
          <AccountArea />
        </div>
        <IconButton
          id={`${drawerId}-button`}
          className={css({ display: { base: 'inline-flex', sm: 'none' } })}
          aria-label={t`Menu`}
          aria-expanded={open}
          aria-controls={drawerId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <XIcon size={20} /> : <MenuIcon size={20} />}
        </IconButton>
      </div>
      <div className={tabletRow}>
        <PageViewSwitch />
      </div>
      <div
        id={drawerId}
        hidden={!open}
        onClick={closeOnLink}
        className={css({
          display: { sm: 'none' },
          maxHeight: 'calc(100dvh - 4rem)',
          overflowY: 'auto',
          borderTopWidth: '1px',
          borderColor: 'border.default',
          boxShadow: 'overlay',
        })}
      >
        {open ? <MobileDrawerContent /> : null}
      </div>
    </header>
  );
}
