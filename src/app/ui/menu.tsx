import { lazy, Suspense, useState } from 'react';
import { button } from 'styled-system/recipes';
import type { MenuProps } from './menu-popup';

export type { MenuItem, MenuProps } from './menu-popup';

/**
 * Ark's menu with its positioning (floating-ui) is a large part of a first view that every page header shows but few
 * people open: a look-alike trigger stands in until it is pressed. A pointer or focus coming near starts the download,
 * so the real menu is usually there by the press; it then opens at once, as the stand-in was pressed.
 */
const loadMenuPopup = () => import('./menu-popup');
const MenuPopup = lazy(loadMenuPopup);

type OpenedBy = 'pointer' | 'keyboard';

/** A button that opens a list of actions and links (the account menu). Arrow keys move, Escape closes. */
export function Menu(props: MenuProps) {
  const [openedBy, setOpenedBy] = useState<OpenedBy | null>(null);
  const { label, trigger, triggerVariant = 'ghost' } = props;
  const standIn = (
    <button
      type="button"
      className={button({ variant: triggerVariant, iconOnly: Boolean(trigger) })}
      aria-label={trigger ? label : undefined}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadMenuPopup()}
      onFocus={() => void loadMenuPopup()}
      onClick={(event) => setOpenedBy(event.detail === 0 ? 'keyboard' : 'pointer')}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          setOpenedBy('keyboard');
        }
      }}
    >
      {trigger ?? label}
    </button>
  );
  if (!openedBy) return standIn;
  return (
    <Suspense fallback={standIn}>
      <MenuPopup {...props} openedBy={openedBy} />
    </Suspense>
  );
}
