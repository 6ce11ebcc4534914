import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import type { ButtonSize, ButtonVariant } from './button';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> {
  /** Required: an icon alone has no accessible name. */
  'aria-label': string;
  /** The icon. */
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  ref?: Ref<HTMLButtonElement>;
}

/** A square button holding only an icon; still 44px on phones. */
export function IconButton({ variant = 'ghost', size, className, type = 'button', ...rest }: IconButtonProps) {
  return <button type={type} className={cx(button({ variant, size, iconOnly: true }), className)} {...rest} />;
}
