import * as v from 'valibot';
import { answer } from './envelope';

/** GET /api/genres and /api/hobbies: one entry, its name in the request's language (English when untranslated). */
export const ReferenceNameSchema = answer(v.object({ id: v.number(), name: v.string() }));
