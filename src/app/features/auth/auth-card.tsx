import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { PageContainer } from '@app/ui/page-container';

interface AuthCardProps {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Links to the neighbouring steps (sign up instead, forgot password…). */
  footer?: ReactNode;
}

/** The frame of the sign-in, sign-up and password pages: one narrow column with the page's h1. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <PageContainer width="narrow">
      <div
        className={css({
          display: 'grid',
          gap: '6',
          bg: { sm: 'bg.surface' },
          borderRadius: 'card',
          boxShadow: { sm: 'card' },
          p: { sm: '8' },
          mt: { sm: '6' },
        })}
      >
        <div className={css({ display: 'grid', gap: '2' })}>
          <h1 className={css({ textStyle: 'heading.lg' })}>{title}</h1>
          {description ? <p className={css({ color: 'fg.muted' })}>{description}</p> : null}
        </div>
        {children}
        {footer ? (
          <div
            className={css({
              display: 'grid',
              gap: '2',
              textStyle: 'body.sm',
              color: 'fg.muted',
              // Links inside sentences must not rely on colour alone (WCAG 1.4.1).
              '& a': { textDecoration: 'underline' },
            })}
          >
            {footer}
          </div>
        ) : null}
      </div>
    </PageContainer>
  );
}
