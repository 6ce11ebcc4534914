import * as v from 'valibot';

/** `?page=2` of the type-group sections and the content-type page. */
export const typeGroupSearchSchema = v.object({
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
});
