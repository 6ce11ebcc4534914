import { msg } from '@lingui/core/macro';
import type { VideoPart } from '@shared/schemas/playlists';

/** "Part 2 of 4", in the playlist rows and on the add page alike. */
export const partLabel = ({ number, of }: VideoPart) => msg`Part ${number} of ${of}`;
