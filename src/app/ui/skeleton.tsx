import { useLingui } from '@lingui/react/macro';
import type { CSSProperties, ReactNode } from 'react';
import { cx } from 'styled-system/css';
import { skeleton } from 'styled-system/recipes';
import { VisuallyHidden } from './visually-hidden';

export interface SkeletonProps {
  shape?: 'rect' | 'text' | 'circle';
  /** Any CSS length; numbers are px. */
  width?: number | string;
  height?: number | string;
  className?: string;
}

/** A grey placeholder the size of what is loading. Hidden from assistive tech: LoadingRegion speaks for it. */
export function Skeleton({ shape = 'rect', width, height, className }: SkeletonProps) {
  const style: CSSProperties = { width, height };
  return <span aria-hidden="true" className={cx(skeleton({ shape }), className)} style={style} />;
}

export interface LoadingRegionProps {
  loading: boolean;
  /** What is loading, for screen readers; defaults to "Loading…". */
  label?: string;
  children: ReactNode;
}

/**
 * Wraps a region that fills in later: aria-busy while loading (so screen readers wait for the
 * finished content) plus a status message, and the skeletons or content as children.
 */
export function LoadingRegion({ loading, label, children }: LoadingRegionProps) {
  const { t } = useLingui();
  return (
    <div aria-busy={loading || undefined}>
      <VisuallyHidden role="status">{loading ? (label ?? t`Loading…`) : null}</VisuallyHidden>
      {children}
    </div>
  );
}
