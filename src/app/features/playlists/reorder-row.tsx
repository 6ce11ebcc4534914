import { useLingui } from '@lingui/react/macro';
import type { KeyboardEvent, PointerEvent } from 'react';
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
  /** Picked up by keyboard or being dragged. */
  lifted: boolean;
  /** Id of the text that explains the handle's keys. */
  helpId: string;
  /** `control` names the button used, so focus can return to it after the row moved in the page. */
  onMove: (to: number, control: 'up' | 'down') => void;
  onHandleKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onHandleBlur: () => void;
  onPointerDown: (event: PointerEvent<HTMLButtonElement>) => void;
  onPointerMove: (event: PointerEvent<HTMLButtonElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLButtonElement>) => void;
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
export function ReorderRow(props: ReorderRowProps) {
  const { item, index, count, lifted, helpId, onMove } = props;
  const { t } = useLingui();
  const first = index === 0;
  const last = index === count - 1;
  const title = item.title;
  return (
    <div
      className={cx(
        css({ borderRadius: 'control', px: '1', transition: 'background 120ms' }),
        lifted && css({ bg: 'bg.muted', boxShadow: 'card' }),
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
          aria-label={t`Reorder ${title}`}
          aria-describedby={helpId}
          aria-pressed={lifted}
          data-reorder-control={`${item.media_id}-handle`}
          className={handle}
          onKeyDown={props.onHandleKeyDown}
          onBlur={props.onHandleBlur}
          onPointerDown={props.onPointerDown}
          onPointerMove={props.onPointerMove}
          onPointerUp={props.onPointerUp}
          onPointerCancel={props.onPointerUp}
        >
          <MenuIcon size={18} />
        </IconButton>
      </PlaylistItemRow>
    </div>
  );
}
