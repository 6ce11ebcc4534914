import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { css } from 'styled-system/css';
import type { PlaylistItem } from '@shared/schemas/playlists';
import { VisuallyHidden } from '@app/ui/visually-hidden';
import { moveItem } from './reorder';
import { ReorderRow } from './reorder-row';

interface ReorderListProps {
  items: PlaylistItem[];
  onChange: (items: PlaylistItem[]) => void;
}

const list = css({ display: 'grid', '& > li + li': { borderTopWidth: '1px', borderColor: 'border.default' } });

/**
 * The playlist in a movable order. Pointer events (not HTML drag and drop) drive dragging, so mouse,
 * touch and pen behave the same; the keyboard picks a row up with Space, moves it with the arrows and
 * drops it with Space (Escape puts it back). Every move is announced in a live region.
 */
export function ReorderList({ items, onChange }: ReorderListProps) {
  const { t } = useLingui();
  const helpId = useId();
  const [lifted, setLifted] = useState<{ id: number; from: number } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const dragging = useRef<number | null>(null);
  /** The control that moved a row: moving its row in the page drops focus, which comes back to it here. */
  const refocus = useRef<string | null>(null);
  const count = items.length;

  useLayoutEffect(() => {
    const control = refocus.current;
    refocus.current = null;
    if (!control) return;
    const element = document.querySelector<HTMLElement>(`[data-reorder-control="${control}"]`);
    if (element && element !== document.activeElement) element.focus();
  }, [items]);

  const move = (from: number, to: number, control?: 'up' | 'down' | 'handle') => {
    const item = items[from];
    if (!item || to < 0 || to >= count || to === from) return;
    if (control) refocus.current = `${item.media_id}-${control}`;
    onChange(moveItem(items, from, to));
    const title = item.title;
    const position = to + 1;
    setAnnouncement(t`${title} moved to position ${position} of ${count}.`);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLButtonElement>) => {
    const item = items[index];
    if (!item) return;
    const title = item.title;
    const position = index + 1;
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      if (lifted) {
        setLifted(null);
        setAnnouncement(t`${title} dropped at position ${position} of ${count}.`);
      } else {
        setLifted({ id: item.media_id, from: index });
        setAnnouncement(
          t`${title} picked up at position ${position} of ${count}. Use the up and down arrow keys to move it, Space to drop it, Escape to cancel.`,
        );
      }
    } else if (lifted && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      move(index, event.key === 'ArrowUp' ? index - 1 : index + 1, 'handle');
    } else if (lifted && event.key === 'Escape') {
      event.preventDefault();
      refocus.current = `${item.media_id}-handle`;
      onChange(moveItem(items, index, lifted.from));
      setLifted(null);
      const back = lifted.from + 1;
      setAnnouncement(t`Move cancelled. ${title} is back at position ${back} of ${count}.`);
    }
  };

  /** Leaving the handle drops the row, unless focus is only coming back after the row moved. */
  const releaseIfFocusLeft = () => {
    requestAnimationFrame(() => {
      const active = document.activeElement as HTMLElement | null;
      if (!active?.dataset.reorderControl?.endsWith('-handle') || active.getAttribute('aria-pressed') !== 'true') {
        setLifted(null);
      }
    });
  };

  const onPointerDown = (index: number, event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    dragging.current = index;
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const from = dragging.current;
    if (from === null) return;
    const row = document.elementFromPoint(event.clientX, event.clientY)?.closest<HTMLElement>('[data-reorder-index]');
    const to = row ? Number(row.dataset.reorderIndex) : from;
    if (to !== from) {
      move(from, to);
      dragging.current = to;
    }
  };
  const onPointerUp = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.currentTarget.hasPointerCapture(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
    dragging.current = null;
  };

  return (
    <>
      <VisuallyHidden id={helpId}>
        <Trans>Press Space to pick the video up, the arrow keys to move it, Space again to drop it.</Trans>
      </VisuallyHidden>
      <ol className={list} aria-label={t`Playlist order`}>
        {items.map((item, index) => (
          <li key={item.media_id} data-reorder-index={index}>
            <ReorderRow
              item={item}
              index={index}
              count={count}
              lifted={lifted?.id === item.media_id}
              helpId={helpId}
              onMove={(to, control) => move(index, to, control)}
              onHandleKeyDown={(event) => onKeyDown(index, event)}
              onHandleBlur={releaseIfFocusLeft}
              onPointerDown={(event) => onPointerDown(index, event)}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerUp}
            />
          </li>
        ))}
      </ol>
      <VisuallyHidden role="status" aria-live="assertive">
        {announcement}
      </VisuallyHidden>
    </>
  );
}
