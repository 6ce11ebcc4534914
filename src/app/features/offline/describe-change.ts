import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FavoriteChange, FollowChange, OfflineChange, OfflineKind } from './offline-mutations';
import type {
  PlaylistCreateChange,
  PlaylistDeleteChange,
  PlaylistItemChange,
  PlaylistRenameChange,
} from './playlist-changes';

/** A queued change in words, for the pending and failed lists. */
export function describeChange(i18n: I18n, kind: OfflineKind, change: OfflineChange): string {
  switch (kind) {
    case 'playlist-add': {
      const title = (change as PlaylistItemChange).title ?? i18n._(msg`a video`);
      return i18n._(msg`add ${title} to a playlist`);
    }
    case 'playlist-remove': {
      const title = (change as PlaylistItemChange).title ?? i18n._(msg`a video`);
      return i18n._(msg`remove ${title} from a playlist`);
    }
    case 'playlist-rename': {
      const { name } = change as PlaylistRenameChange;
      return i18n._(msg`rename a playlist to ${name}`);
    }
    case 'playlist-reorder':
      return i18n._(msg`change the order of a playlist`);
    case 'playlist-create': {
      const { name } = change as PlaylistCreateChange;
      return i18n._(msg`create the playlist ${name}`);
    }
    case 'playlist-delete': {
      const { name } = change as PlaylistDeleteChange;
      return name ? i18n._(msg`delete the playlist ${name}`) : i18n._(msg`delete a playlist`);
    }
    case 'favorite': {
      const { favorite, title = i18n._(msg`an item`) } = change as FavoriteChange;
      return favorite ? i18n._(msg`add ${title} to your wishlist`) : i18n._(msg`remove ${title} from your wishlist`);
    }
    case 'follow': {
      const { follow, name = i18n._(msg`a creator`) } = change as FollowChange;
      return follow ? i18n._(msg`follow ${name}`) : i18n._(msg`unfollow ${name}`);
    }
  }
}
