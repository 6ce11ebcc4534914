import { useState, type ReactNode } from 'react';
import { Menu as ArkMenu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { createStyleContext } from 'styled-system/jsx';
import { button, menu } from 'styled-system/recipes';
import type { ButtonVariant } from './button';
import { UiLink } from './link-context';

const { withRootProvider, withContext } = createStyleContext(menu);
const Root = withRootProvider(ArkMenu.Root);
const Positioner = withContext(ArkMenu.Positioner, 'positioner');
const Content = withContext(ArkMenu.Content, 'content');
const Item = withContext(ArkMenu.Item, 'item');
const ItemIcon = withContext('span', 'itemIcon');

export interface MenuItem {
  value: string;
  label: string;
  icon?: ReactNode;
  /** Renders the item as a link (through UiLinkProvider), so it also works with Enter, middle-click and "open in new tab". */
  href?: string;
  onSelect?: () => void;
  disabled?: boolean;
}

export interface MenuProps {
  /** The trigger's accessible name; also its visible text unless `trigger` is given. */
  label: string;
  /** Custom trigger content (an Avatar, an icon); the button around it is still named by `label`. */
  trigger?: ReactNode;
  items: MenuItem[];
  triggerVariant?: ButtonVariant;
}

export interface MenuPopupProps extends MenuProps {
  /** How the stand-in trigger was pressed: the menu opens at once, on its first item when by keyboard. */
  openedBy: 'pointer' | 'keyboard';
}

/** Ark's menu behind `Menu` (menu.tsx), in place of the stand-in trigger once that is pressed. */
export default function MenuPopup({ label, trigger, items, triggerVariant = 'ghost', openedBy }: MenuPopupProps) {
  const [open, setOpen] = useState(true);
  return (
    <Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      defaultHighlightedValue={openedBy === 'keyboard' ? items.find((item) => !item.disabled)?.value : undefined}
      positioning={{ placement: 'bottom-end' }}
      // Ark follows a link item chosen by keyboard with a non-bubbling click, which React never sees,
      // so a router link would reload the page. element.click() bubbles and lets the router handle it.
      navigate={({ node }) => node.click()}
    >
      <ArkMenu.Trigger
        className={button({ variant: triggerVariant, iconOnly: Boolean(trigger) })}
        aria-label={trigger ? label : undefined}
      >
        {trigger ?? label}
      </ArkMenu.Trigger>
      <Portal>
        <Positioner>
          <Content>
            {items.map((item) => {
              const body = (
                <>
                  {item.icon ? <ItemIcon aria-hidden="true">{item.icon}</ItemIcon> : null}
                  {item.label}
                </>
              );
              return item.href ? (
                <Item key={item.value} value={item.value} onSelect={item.onSelect} disabled={item.disabled} asChild>
                  <UiLink href={item.href}>{body}</UiLink>
                </Item>
              ) : (
                <Item key={item.value} value={item.value} onSelect={item.onSelect} disabled={item.disabled}>
                  {body}
                </Item>
              );
            })}
          </Content>
        </Positioner>
      </Portal>
    </Root>
  );
}
