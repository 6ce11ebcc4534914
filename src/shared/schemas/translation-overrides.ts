import * as v from 'valibot';
import { answer } from './envelope';

/** GET /api/translations/:locale: the admin's runtime texts keyed by message id (the PWA checks them before use). */
export const TranslationOverridesSchema = answer(v.record(v.string(), v.string()));
