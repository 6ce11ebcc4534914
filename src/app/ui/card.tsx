import type { ReactNode } from 'react';
import { cx } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import { UiLink } from './link-context';

export interface CardProps {
  header?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
  /** article for self-contained items (a class, a creator), section for grouped settings. */
  as?: 'div' | 'article' | 'section';
  className?: string;
}

/** A surface grouping related content, with optional header and footer rows. */
export function Card({ header, footer, children, as: Tag = 'div', className }: CardProps) {
  const classes = card();
  return (
    <Tag className={cx(classes.root, className)}>
      {header ? <div className={classes.header}>{header}</div> : null}
      {children ? <div className={classes.body}>{children}</div> : null}
      {footer ? <div className={classes.footer}>{footer}</div> : null}
    </Tag>
  );
}

export interface CardLinkProps extends Omit<CardProps, 'as'> {
  href: string;
  /** Names the link when the card's text alone would read poorly (e.g. only a price and a date). */
  'aria-label'?: string;
}

/**
 * A whole card that is one link (content tiles, creator tiles). Keep interactive elements
 * out of it: a link cannot contain buttons or other links.
 */
export function CardLink({ href, header, footer, children, className, ...rest }: CardLinkProps) {
  const classes = card({ interactive: true });
  return (
    <UiLink href={href} className={cx(classes.root, className)} {...rest}>
      {header ? <span className={classes.header}>{header}</span> : null}
      {children ? <span className={classes.body}>{children}</span> : null}
      {footer ? <span className={classes.footer}>{footer}</span> : null}
    </UiLink>
  );
}
