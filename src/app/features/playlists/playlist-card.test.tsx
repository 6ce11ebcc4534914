import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Playlist } from '@shared/schemas/playlists';
import { renderUi } from '@app/ui/test-utils';
import { PlaylistCard } from './playlist-card';

const playlist = (id: number, name: string): Playlist => ({
  id,
  name,
  items_count: 1,
  poster: null,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
});

describe('PlaylistCard', () => {
  it('opens a playlist created offline by its local id, marked as waiting', () => {
    renderUi(<PlaylistCard playlist={playlist(-17, 'Evening')} pending="create" />);
    expect(screen.getByRole('link', { name: /Evening/ })).toHaveAttribute('href', '/en/fan/playlist/-17');
    expect(screen.getByText('Created when you are back online')).toBeInTheDocument();
  });

  it('no longer opens a playlist waiting to be deleted, and says so', () => {
    renderUi(<PlaylistCard playlist={playlist(5, 'Old')} pending="delete" />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Old')).toBeInTheDocument();
    expect(screen.getByText('Deleted when you are back online')).toBeInTheDocument();
  });

  it('is a plain link with no mark otherwise', () => {
    renderUi(<PlaylistCard playlist={playlist(5, 'Old')} />);
    expect(screen.getByRole('link', { name: /Old/ })).toHaveAttribute('href', '/en/fan/playlist/5');
    expect(screen.queryByText(/when you are back online/)).toBeNull();
  });
});
