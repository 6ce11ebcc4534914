import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useLingui } from '@lingui/react/macro';
import ChevronDownIcon from 'lucide-react/icons/chevron-down';
import MenuIcon from 'lucide-react/icons/menu';
import { css, cx } from 'styled-system/css';
import type { PlaylistItem } from '@shared/schemas/playlists';
import { IconButton } from '@app/ui/icon-button';
import { PlaylistItemRow } from './playlist-item-row';

export interface ReorderRowProps {
  item: PlaylistItem;
  index: number;
  count: number;
  /** `control` names the button used, so focus can return to it after the row moved in the page. */
  onMove: (to: number, control: 'up' | 'down') => void;
}

const handle = css({
  cursor: 'grab',
  touchAction: 'none',
  '&[aria-pressed=true]': { cursor: 'grabbing', bg: 'accent.subtle', color: 'accent.fg' },
});

/**
 * One row of the reorder list: a handle to drag (mouse, touch or pen) or to pick up with Space and move
 * with the arrow keys, and Move up / Move down buttons for anyone who prefers a single tap.
 */
export function ReorderRow({ item, index, count, onMove }: ReorderRowProps) {
  const { t } = useLingui();
  const { attributes, listeners, isDragging, setNodeRef, setActivatorNodeRef, transform, transition } = useSortable({
    id: item.media_id,
  });
  const first = index === 0;
  const last = index === count - 1;
  const title = item.title;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cx(
        css({ position: 'relative', borderRadius: 'control', px: '1', bg: 'bg.canvas' }),
        isDragging && css({ zIndex: 1, bg: 'bg.muted', boxShadow: 'card' }),
      )}
    >
      <PlaylistItemRow item={item} number={index + 1} linked={false} compact>
        <IconButton
          aria-label={t`Move ${title} up`}
          aria-disabled={first}
          data-reorder-control={`${item.media_id}-up`}
          onClick={() => !first && onMove(index - 1, 'up')}
        >
          <ChevronDownIcon size={18} className={css({ transform: 'rotate(180deg)' })} />
        </IconButton>
        <IconButton
          aria-label={t`Move ${title} down`}
          aria-disabled={last}
          data-reorder-control={`${item.media_id}-down`}
          onClick={() => !last && onMove(index + 1, 'down')}
        >
          <ChevronDownIcon size={18} />
        </IconButton>
        <IconButton
          {...attributes}
          {...listeners}
          ref={setActivatorNodeRef}
          // dnd-kit names the handle a generic button; this one says what it moves and whether it is held.
          aria-roledescription={undefined}
          aria-label={t`Reorder ${title}`}
          aria-pressed={isDragging}
          data-reorder-control={`${item.media_id}-handle`}
          className={handle}
        >
          <MenuIcon size={18} />
        </IconButton>
      </PlaylistItemRow>
    </li>
  );
}
