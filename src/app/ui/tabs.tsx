import { Tabs as ArkTabs } from '@ark-ui/react/tabs';
import type { ReactNode } from 'react';
import { createStyleContext } from 'styled-system/jsx';
import { tabs } from 'styled-system/recipes';

const { withProvider, withContext } = createStyleContext(tabs);
const Root = withProvider(ArkTabs.Root, 'root');
const List = withContext(ArkTabs.List, 'list');
const Trigger = withContext(ArkTabs.Trigger, 'trigger');
const Content = withContext(ArkTabs.Content, 'content');

export interface TabItem<V extends string> {
  value: V;
  label: ReactNode;
  disabled?: boolean;
}

export interface TabsProps<V extends string> {
  value: V;
  onValueChange: (value: V) => void;
  items: TabItem<V>[];
  /** Names the tab list for screen readers when no heading above it does. */
  label?: string;
  /** TabsContent elements, one per item. */
  children: ReactNode;
}

/** In-page tabs (panels switch without a route change). For tabs that are routes, use NavTabs. */
export function Tabs<V extends string>({ value, onValueChange, items, label, children }: TabsProps<V>) {
  return (
    <Root
      value={value}
      onValueChange={(details) => {
        const next = items.find((item) => item.value === details.value);
        if (next) onValueChange(next.value);
      }}
      lazyMount
    >
      <List aria-label={label}>
        {items.map((item) => (
          <Trigger key={item.value} value={item.value} disabled={item.disabled}>
            {item.label}
          </Trigger>
        ))}
      </List>
      {children}
    </Root>
  );
}

/** The panel shown while its tab is selected. */
export function TabsContent({ value, children }: { value: string; children: ReactNode }) {
  return <Content value={value}>{children}</Content>;
}
