import * as v from 'valibot';
import { tutorialKinds } from './api';

/** `?kind=skills&page=2` of /tutorials; a bad value falls back to the first page of all tutorials. */
export const tutorialsSearchSchema = v.object({
  kind: v.fallback(v.optional(v.picklist(tutorialKinds)), undefined),
  page: v.fallback(v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1))), undefined),
});
