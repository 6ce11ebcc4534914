import * as v from 'valibot';

/** `?page=2` of a creator page's list tabs; a bad value falls back to the first page. */
export const creatorListSearchSchema = v.object({
  page: v.fallback(v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1))), undefined),
});
