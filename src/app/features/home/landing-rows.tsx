import { useEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { ContentResource } from '@shared/schemas/content';
import { useNearViewport } from '@app/ui/use-near-viewport';
import { ContentRow, ContentRowPlaceholder } from '@app/platform/content-lists/content-row';

export interface LandingRow {
  id: string;
  title: string;
  items: ContentResource[];
}

/** The rows a phone shows on its first screen, with the slider. */
export const FIRST_ROWS = 2;

interface LandingRowsProps {
  rows: LandingRow[];
  hrefOf: (item: ContentResource) => string;
  /** Shown after the last row, once the reader gets near it. */
  after?: ReactNode;
}

/**
 * The landing's rows (15 of about ten cards in the demo: some 2,000 elements, most of the page's main-thread work).
 * The first rows render at once; each other row is its heading over grey cards until it comes within a screen
 * of the viewport. Tab cannot reach a card that is not there, so the first Tab renders every row.
 */
export function LandingRows({ rows, hrefOf, after }: LandingRowsProps) {
  const everyRow = useFirstTab();
  return (
    <>
      {rows.map((row, index) =>
        index < FIRST_ROWS || everyRow ? (
          <ContentRow key={row.id} id={row.id} title={row.title} items={row.items} hrefOf={hrefOf} />
        ) : (
          <RowWhenNear key={row.id} row={row} hrefOf={hrefOf} />
        ),
      )}
      {everyRow ? after : <WhenNear>{after}</WhenNear>}
    </>
  );
}

function RowWhenNear({ row, hrefOf }: { row: LandingRow; hrefOf: (item: ContentResource) => string }) {
  const ref = useRef<HTMLElement>(null);
  if (useNearViewport(ref)) {
    return <ContentRow id={row.id} title={row.title} items={row.items} hrefOf={hrefOf} />;
  }
  return <ContentRowPlaceholder ref={ref} id={row.id} title={row.title} count={row.items.length} />;
}

function WhenNear({ children }: { children?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  return useNearViewport(ref) ? children : <div ref={ref} />;
}

/** True from the first Tab pressed on the page: rendered before the browser moves focus, so that Tab lands in the rows. */
function useFirstTab(): boolean {
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    if (pressed) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab') flushSync(() => setPressed(true));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [pressed]);
  return pressed;
}
