import * as v from 'valibot';
import { pageSearchSchema } from '@app/platform/content-lists/page-search';

/**
 * `/fan/playlist/$playlistId?page=2&title=…&startWithTime=true`: the tray's link (spec §3). The
 * title shows while the playlist loads (offline too); startWithTime resumes the tray's video at its time.
 */
export const playlistPlaySearchSchema = v.object({
  ...pageSearchSchema.entries,
  title: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(200))), undefined),
  startWithTime: v.fallback(
    v.optional(
      v.pipe(
        v.unknown(),
        v.transform((value) => value === true || value === 'true'),
      ),
    ),
    undefined,
  ),
});
