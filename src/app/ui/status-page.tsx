import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { PageContainer } from './page-container';

interface StatusPageProps {
  /** The HTTP-like code shown large (404, 403); decorative, the title says it in words. */
  code?: string;
  title: ReactNode;
  description: ReactNode;
  actions: ReactNode;
}

/** A whole-page message (not found, no permission) with the page's h1 and a way onward. */
export function StatusPage({ code, title, description, actions }: StatusPageProps) {
  return (
    <PageContainer width="narrow" className={css({ textAlign: 'center', py: { base: '12', sm: '20' } })}>
      {code ? (
        <p aria-hidden="true" className={css({ textStyle: 'display', color: 'accent.fg', mb: '2' })}>
          {code}
        </p>
      ) : null}
      <h1 className={css({ textStyle: 'heading.lg', mb: '3' })}>{title}</h1>
      <p className={css({ color: 'fg.muted', mb: '6' })}>{description}</p>
      <div className={css({ display: 'flex', gap: '3', justifyContent: 'center', flexWrap: 'wrap' })}>{actions}</div>
    </PageContainer>
  );
}
