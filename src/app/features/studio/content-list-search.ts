import * as v from 'valibot';
import { contentListViews, contentTypes } from '@shared/codes';

const page = v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined);
const type = v.fallback(v.optional(v.picklist(contentTypes)), undefined);

/** `/creator/content?view=archived&type=5&search=house&page=2`: unknown values fall back to the defaults. */
export const contentListSearchSchema = v.object({
  view: v.fallback(v.optional(v.picklist(contentListViews)), undefined),
  type,
  search: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(100))), undefined),
  page,
});

/** `/creator/content/create?type=5`: a type chosen beforehand (from a section's "New" button). */
export const createContentSearchSchema = v.object({ type });
