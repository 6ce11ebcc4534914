import type { ReactNode } from 'react';
import { tabs } from 'styled-system/recipes';
import { UiLink } from './link-context';

export interface NavTabItem {
  label: ReactNode;
  href: string;
  /** The current route; marked aria-current="page" and drawn as the selected tab. */
  active?: boolean;
}

export interface NavTabsProps {
  /** Names the navigation landmark (e.g. "Library sections"). */
  label: string;
  items: NavTabItem[];
}

/**
 * Route tabs (library, creator page sections): real links in a labelled <nav>, so each tab has
 * a URL, works with the back button and opens in a new tab. Looks like Tabs.
 */
export function NavTabs({ label, items }: NavTabsProps) {
  const classes = tabs();
  return (
    <nav aria-label={label}>
      <ul className={classes.list} role="list">
        {items.map((item) => (
          <li key={item.href}>
            <UiLink href={item.href} className={classes.trigger} aria-current={item.active ? 'page' : undefined}>
              {item.label}
            </UiLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
