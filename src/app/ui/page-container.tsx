import type { ReactNode } from 'react';
import { cva, cx } from 'styled-system/css';

const container = cva({
  base: { width: 'full', mx: 'auto', px: { base: '4', sm: '6', md: '8' }, py: { base: '6', sm: '8' } },
  variants: {
    width: {
      narrow: { maxWidth: '36rem' },
      default: { maxWidth: '72rem' },
      wide: { maxWidth: '90rem' },
    },
  },
  defaultVariants: { width: 'default' },
});

export interface PageContainerProps {
  children: ReactNode;
  /** narrow for forms (sign-in, settings), default for most pages, wide for grids of content. */
  width?: 'narrow' | 'default' | 'wide';
  as?: 'div' | 'main' | 'section';
  className?: string;
}

/** Centres page content with the gutter each breakpoint needs. For rows and grids use styled-system/jsx (Stack, Grid). */
export function PageContainer({ children, width, as: Tag = 'div', className }: PageContainerProps) {
  return <Tag className={cx(container({ width }), className)}>{children}</Tag>;
}
