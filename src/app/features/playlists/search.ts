import * as v from 'valibot';

const positiveInt = v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1));

/**
 * `/fan/playlist/$playlistId`: a whole number, else the route answers not found. Positive ids are the
 * server's; negative ones are local ids of playlists created offline (platform/offline/local-playlist-ids.ts).
 */
export const parsePlaylistId = (raw: string): number | null => {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id !== 0 ? id : null;
};

/**
 * `/fan/playlist/add?mediaId=12&contentId=3&title=…`: the video to add, the content it belongs to (for
 * "back") and its title (to name it in the list of changes waiting for the connection).
 */
export const addToPlaylistSearchSchema = v.object({
  mediaId: v.fallback(v.optional(positiveInt), undefined),
  contentId: v.fallback(v.optional(positiveInt), undefined),
  title: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(300))), undefined),
  /** The page of the fan's playlists to choose from. */
  page: v.fallback(v.optional(positiveInt), undefined),
});
