import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { restrictToVerticalAxis } from '@dnd-kit/modifiers';
import { useLingui } from '@lingui/react/macro';
import { useLayoutEffect, useRef } from 'react';
import { css } from 'styled-system/css';
import type { PlaylistItem } from '@shared/schemas/playlists';
import { moveItem } from './reorder';
import { ReorderRow } from './reorder-row';

interface ReorderListProps {
  items: PlaylistItem[];
  onChange: (items: PlaylistItem[]) => void;
}

const list = css({ display: 'grid', '& > li + li': { borderTopWidth: '1px', borderColor: 'border.default' } });

/**
 * The playlist in a movable order, on dnd-kit: a row's handle drags it by mouse, touch or pen (the list scrolls
 * when a dragged row nears its edge, which a long playlist on a phone needs), or picks it up with Space, moves
 * it with the arrow keys and drops it with Space (Escape puts it back). Every step is announced in the
 * person's language. Move up / Move down buttons do the same in one tap.
 */
export function ReorderList({ items, onChange }: ReorderListProps) {
  const { t } = useLingui();
  /** The button that moved a row: moving its row in the page drops focus, which comes back to it here. */
  const refocus = useRef<string | null>(null);
  /** Where the held row was last announced: dnd-kit reports the row over itself right after the pick-up. */
  const announcedOver = useRef<UniqueIdentifier | null>(null);
  const count = items.length;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  useLayoutEffect(() => {
    const control = refocus.current;
    refocus.current = null;
    if (!control) return;
    const element = document.querySelector<HTMLElement>(`[data-reorder-control="${control}"]`);
    if (element && element !== document.activeElement) element.focus();
  }, [items]);

  const indexOf = (id: UniqueIdentifier) => items.findIndex((item) => item.media_id === id);
  const titleOf = (id: UniqueIdentifier) => items[indexOf(id)]?.title ?? '';

  const move = (from: number, to: number, control: 'up' | 'down') => {
    const item = items[from];
    if (!item || to < 0 || to >= count || to === from) return;
    refocus.current = `${item.media_id}-${control}`;
    onChange(moveItem(items, from, to));
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || over.id === active.id) return;
    onChange(moveItem(items, indexOf(active.id), indexOf(over.id)));
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      announcedOver.current = active.id;
      const title = titleOf(active.id);
      const position = indexOf(active.id) + 1;
      return t`${title} picked up at position ${position} of ${count}. Use the up and down arrow keys to move it, Space to drop it, Escape to cancel.`;
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === announcedOver.current) return undefined;
      announcedOver.current = over.id;
      const title = titleOf(active.id);
      const position = indexOf(over.id) + 1;
      return t`${title} moved to position ${position} of ${count}.`;
    },
    onDragEnd: ({ active, over }) => {
      const title = titleOf(active.id);
      const position = indexOf((over ?? active).id) + 1;
      return t`${title} dropped at position ${position} of ${count}.`;
    },
    onDragCancel: ({ active }) => {
      const title = titleOf(active.id);
      const back = indexOf(active.id) + 1;
      return t`Move cancelled. ${title} is back at position ${back} of ${count}.`;
    },
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[restrictToVerticalAxis]}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: t`Press Space to pick the video up, the arrow keys to move it, Space again to drop it.`,
        },
      }}
    >
      <SortableContext items={items.map((item) => item.media_id)} strategy={verticalListSortingStrategy}>
        <ol className={list} aria-label={t`Playlist order`}>
          {items.map((item, index) => (
            <ReorderRow
              key={item.media_id}
              item={item}
              index={index}
              count={count}
              onMove={(to, control) => move(index, to, control)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
