import { useDeferredValue, type ReactNode } from 'react';
import type { ContentResource } from '@shared/schemas/content';
import { ContentRow } from '@app/platform/content-lists/content-row';

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
  /** Shown after the last row, once every row is there (so it never sits between rows for a moment). */
  after?: ReactNode;
}

/**
 * The landing's rows (15 of about ten cards in the demo: some 2,000 elements). The first paint renders only the
 * first rows; the rest follow as a deferred render, which React does in slices between the browser's own work
 * instead of in one long task that holds the first tap (Lighthouse's Total Blocking Time).
 */
export function LandingRows({ rows, hrefOf, after }: LandingRowsProps) {
  const shown = useDeferredValue(rows.length, Math.min(FIRST_ROWS, rows.length));
  return (
    <>
      {rows.slice(0, shown).map((row) => (
        <ContentRow key={row.id} id={row.id} title={row.title} items={row.items} hrefOf={hrefOf} />
      ))}
      {shown === rows.length && after}
    </>
  );
}
