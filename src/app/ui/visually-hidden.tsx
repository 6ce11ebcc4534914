import type { HTMLAttributes } from 'react';
import { css, cx } from 'styled-system/css';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLElement> {
  as?: 'span' | 'div';
}

/** Text for screen readers only: removed from the layout, still in the accessibility tree. */
export function VisuallyHidden({ as: Tag = 'span', className, ...rest }: VisuallyHiddenProps) {
  return <Tag className={cx(css({ srOnly: true }), className)} {...rest} />;
}
