import * as v from 'valibot';

/**
 * The answer envelopes (spec §7 "Envelopes", §8 errors) as schemas: routes declare their answers with them,
 * the OpenAPI document describes them and the API suite checks every real answer against them.
 */

/** The schemas of answers (what the server sends), as apart from the input schemas every limit applies to. */
export const answerSchemas = new WeakSet<object>();
/** Marks a schema as an answer's shape; the same schema, so its `entries` spread as before. */
export function answer<T extends v.GenericSchema>(schema: T): T {
  answerSchemas.add(schema);
  return schema;
}

/** One item: `{ data }`. */
export const One = <T extends v.GenericSchema>(item: T) => v.object({ data: item });

export const PageMetaSchema = answer(
  v.object({
    current_page: v.number(),
    per_page: v.number(),
    total: v.number(),
    last_page: v.number(),
  }),
);
export type PageMeta = v.InferOutput<typeof PageMetaSchema>;

/** A list: `{ data: [...], meta }`. */
export const Page = <T extends v.GenericSchema>(item: T) => v.object({ data: v.array(item), meta: PageMetaSchema });
export type Page<T> = { data: T[]; meta: PageMeta };

export const FieldErrorSchema = answer(v.object({ field: v.string(), errors: v.array(v.string()) }));

/** Every refusal: `{ message }` in the caller's language, a stable `code` for catalogue messages, `errors` per field. */
export const ErrorBodySchema = answer(
  v.object({
    message: v.string(),
    code: v.optional(v.string()),
    errors: v.optional(v.array(FieldErrorSchema)),
  }),
);
export type ErrorBody = v.InferOutput<typeof ErrorBodySchema>;
