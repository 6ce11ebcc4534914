import { useLingui } from '@lingui/react/macro';
import { css, cx } from 'styled-system/css';
import { spinner } from 'styled-system/recipes';
import { VisuallyHidden } from './visually-hidden';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Announced text; defaults to "Loading…". */
  label?: string;
  /** Hide from assistive tech when something else already says it is busy (a Button's aria-busy). */
  decorative?: boolean;
  className?: string;
}

export function Spinner({ size = 'md', label, decorative = false, className }: SpinnerProps) {
  const { t } = useLingui();
  if (decorative) return <span aria-hidden="true" className={cx(spinner({ size }), className)} />;
  return (
    <span role="status" className={cx(css({ display: 'inline-flex', color: 'accent.fg' }), className)}>
      <span aria-hidden="true" className={spinner({ size })} />
      <VisuallyHidden>{label ?? t`Loading…`}</VisuallyHidden>
    </span>
  );
}
