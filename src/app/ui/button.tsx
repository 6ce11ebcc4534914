import type { ButtonHTMLAttributes, Ref } from 'react';
import { css, cx } from 'styled-system/css';
import { button, type ButtonVariantProps } from 'styled-system/recipes';
import { Spinner } from './spinner';

export type ButtonVariant = NonNullable<ButtonVariantProps['variant']>;
export type ButtonSize = NonNullable<ButtonVariantProps['size']>;

export interface ButtonStyleOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** Class names of a button, for router links and other elements that should look like one. */
export function buttonStyles({ variant, size }: ButtonStyleOptions = {}): string {
  return button({ variant, size });
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonStyleOptions {
  /** Shows a spinner and blocks further presses while an action runs. */
  loading?: boolean;
  fullWidth?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** A native button (type defaults to the HTML default, so pass type="button" outside submit use). */
export function Button({
  variant,
  size,
  loading = false,
  fullWidth,
  disabled,
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      className={cx(button({ variant, size }), fullWidth && css({ width: 'full' }), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size="sm" decorative /> : null}
      {children}
    </button>
  );
}
