import * as v from 'valibot';
import { contentTypes } from '@shared/codes';

/** `?page=2&type=5` of /fan/feed; a bad value falls back to the first page of everything. */
export const feedSearchSchema = v.object({
  page: v.fallback(v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1))), undefined),
  type: v.fallback(v.optional(v.pipe(v.unknown(), v.transform(Number), v.picklist(contentTypes))), undefined),
});
