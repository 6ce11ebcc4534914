import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import type { PlaylistItem } from '@shared/schemas/playlists';
import { formatDuration } from '@app/platform/format';
import { UiLink } from '@app/ui/link-context';
import { partLabel } from './part-label';
import { PlaylistPoster } from './playlist-poster';

interface PlaylistItemRowProps {
  item: PlaylistItem;
  /** 1-based place in the whole playlist. */
  number: number;
  /** Link the title to its content page (not while reordering, where the row is being moved). */
  linked?: boolean;
  /** Leaves the poster out on phones, where the row's controls need the room. */
  compact?: boolean;
  /** Controls at the end of the row (remove, move up/down). */
  children?: ReactNode;
}

/** One video of a playlist: its number, poster, title, which part of its item it is, duration and who made it. */
export function PlaylistItemRow({ item, number, linked = true, compact = false, children }: PlaylistItemRowProps) {
  const { t, i18n } = useLingui();
  const part = item.part ? t(partLabel(item.part)) : null;
  const title = (
    <span className={css({ fontWeight: '600', lineClamp: '2', overflowWrap: 'break-word' })}>{item.title}</span>
  );
  return (
    <div className={css({ display: 'flex', alignItems: 'center', gap: '3', py: '2' })}>
      <span aria-hidden="true" className={css({ width: '6', textAlign: 'end', color: 'fg.muted', flexShrink: '0' })}>
        {number}
      </span>
      <span
        className={cx(
          css({ width: { base: '6rem', sm: '8rem' }, flexShrink: '0' }),
          compact ? css({ display: { base: 'none', sm: 'block' } }) : css({ display: 'block' }),
        )}
      >
        <PlaylistPoster poster={item.poster} sizes="(min-width: 768px) 8rem, 6rem" />
      </span>
      <div className={css({ display: 'grid', gap: '0.5', minWidth: '0', flex: '1' })}>
        {linked ? (
          <UiLink
            href={`/${i18n.locale}/content/${item.content_id}`}
            className={css({ color: 'fg.default', _hover: { color: 'accent.fg' } })}
          >
            {title}
          </UiLink>
        ) : (
          title
        )}
        <span className={css({ textStyle: 'body.sm', color: 'fg.muted', truncate: true })}>
          {[part, item.duration_seconds !== null ? formatDuration(item.duration_seconds) : null, item.owner?.name]
            .filter(Boolean)
            .join(' · ')}
        </span>
      </div>
      {children ? <div className={css({ display: 'flex', gap: '1', flexShrink: '0' })}>{children}</div> : null}
    </div>
  );
}
