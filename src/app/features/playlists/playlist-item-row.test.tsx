import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlaylistItem } from '@shared/schemas/playlists';
import { renderUi } from '@app/ui/test-utils';
import { PlaylistItemRow } from './playlist-item-row';

const item = (part: PlaylistItem['part']) =>
  ({
    media_id: 4,
    content_id: 2,
    position: 0,
    title: 'Salsa basics',
    content_type: 3,
    duration_seconds: 75,
    poster: null,
    thumbnail: null,
    owner: { name: 'Aya' },
    part,
  }) as PlaylistItem;

describe('PlaylistItemRow', () => {
  it('says which part of a multi-video item the video is', () => {
    renderUi(<PlaylistItemRow item={item({ number: 2, of: 4 })} number={1} />);
    expect(screen.getByRole('link', { name: 'Salsa basics' })).toBeInTheDocument();
    expect(screen.getByText('Part 2 of 4 · 1:15 · Aya')).toBeInTheDocument();
  });

  it('says nothing of parts for an item with one video', () => {
    renderUi(<PlaylistItemRow item={item(null)} number={1} />);
    expect(screen.getByText('1:15 · Aya')).toBeInTheDocument();
  });
});
