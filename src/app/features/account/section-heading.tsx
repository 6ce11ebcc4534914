import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

/** The h1 of an account page and the sentence that says what it is for. */
export function SectionHeading({ title, description }: { title: ReactNode; description?: ReactNode }) {
  return (
    <div className={css({ display: 'grid', gap: '1' })}>
      <h1 className={css({ textStyle: 'heading.lg' })}>{title}</h1>
      {description ? <p className={css({ color: 'fg.muted' })}>{description}</p> : null}
    </div>
  );
}
