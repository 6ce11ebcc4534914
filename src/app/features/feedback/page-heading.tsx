import type { ReactNode } from 'react';
import ChevronLeftIcon from 'lucide-react/icons/chevron-left';
import { css } from 'styled-system/css';
import { UiLink } from '@app/ui/link-context';

/** A feedback page's h1 with the way back. */
export function PageHeading({ title, back }: { title: ReactNode; back?: { href: string; label: ReactNode } }) {
  return (
    <div className={css({ display: 'grid', gap: '2' })}>
      {back ? (
        <UiLink
          href={back.href}
          className={css({
            display: 'inline-flex',
            alignItems: 'center',
            gap: '1',
            color: 'accent.fg',
            textStyle: 'body.sm',
            width: 'fit-content',
            minHeight: 'touch',
          })}
        >
          <ChevronLeftIcon size={20} aria-hidden="true" />
          {back.label}
        </UiLink>
      ) : null}
      <h1 className={css({ textStyle: 'heading.lg', overflowWrap: 'anywhere' })}>{title}</h1>
    </div>
  );
}
