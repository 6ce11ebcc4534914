import type { ReactNode } from 'react';
import ChevronLeftIcon from 'lucide-react/icons/chevron-left';
import { css } from 'styled-system/css';
import { UiLink } from '@app/ui/link-context';

interface PlaylistHeadingProps {
  title: ReactNode;
  description?: ReactNode;
  back?: { href: string; label: ReactNode };
  /** Actions at the end of the heading row (wrapping below it on a phone). */
  actions?: ReactNode;
}

/** A playlist page's h1, the way back up and its actions. */
export function PlaylistHeading({ title, description, back, actions }: PlaylistHeadingProps) {
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
          <ChevronLeftIcon size={16} />
          {back.label}
        </UiLink>
      ) : null}
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}>
        <h1 className={css({ textStyle: 'heading.lg', flex: '1 1 14rem', overflowWrap: 'anywhere' })}>{title}</h1>
        {actions ? <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>{actions}</div> : null}
      </div>
      {description ? <p className={css({ color: 'fg.muted' })}>{description}</p> : null}
    </div>
  );
}
