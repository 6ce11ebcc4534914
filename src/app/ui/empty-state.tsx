import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** Usually one Button or a link styled with buttonStyles: the next step out of the empty state. */
  action?: ReactNode;
  icon?: ReactNode;
  /** Heading level that fits the page outline; defaults to h2. */
  headingLevel?: 'h2' | 'h3';
}

/** What an empty list says instead of nothing: why it is empty and what to do next. */
export function EmptyState({ title, description, action, icon, headingLevel: Heading = 'h2' }: EmptyStateProps) {
  return (
    <div
      className={css({
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: '3',
        py: { base: '10', sm: '16' },
        px: '4',
        textAlign: 'center',
      })}
    >
      {icon ? (
        <span
          aria-hidden="true"
          className={css({
            display: 'inline-flex',
            p: '4',
            borderRadius: 'full',
            bg: 'accent.subtle',
            color: 'accent.fg',
            '& svg': { width: '7', height: '7' },
          })}
        >
          {icon}
        </span>
      ) : null}
      <Heading className={css({ textStyle: 'heading.md', color: 'fg.default' })}>{title}</Heading>
      {description ? <p className={css({ color: 'fg.muted', maxWidth: '32rem' })}>{description}</p> : null}
      {action ? <div className={css({ mt: '2' })}>{action}</div> : null}
    </div>
  );
}
