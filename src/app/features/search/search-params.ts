import * as v from 'valibot';
import { contentTypes, creatorRoles } from '@shared/codes';

/**
 * `/search`'s address: the text, the filters and the page, so back/forward and a shared
 * link show the same results. The router reads JSON values, so "123" arrives as a number and a
 * list as an array; anything malformed is dropped rather than failing the page.
 */
const text = (max: number) =>
  v.fallback(
    v.optional(
      v.pipe(
        v.union([v.string(), v.number()]),
        v.transform(String),
        v.trim(),
        v.maxLength(max),
        v.transform((value) => value || undefined),
      ),
    ),
    undefined,
  );

const numberList = <T extends number>(allowed: readonly T[]) =>
  v.fallback(
    v.optional(
      v.pipe(
        v.array(v.picklist(allowed)),
        v.transform((items) => [...new Set(items)]),
      ),
    ),
    undefined,
  );

const ids = v.fallback(v.optional(v.array(v.pipe(v.number(), v.integer(), v.minValue(1)))), undefined);

/** A price as typed: digits and one dot (the PriceField's rule); the currency decides the decimals. */
const price = v.fallback(
  v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.regex(/^\d{1,9}(\.\d{0,2})?$/))),
  undefined,
);

export const searchParamsSchema = v.object({
  q: text(100),
  type: numberList(contentTypes),
  genre: ids,
  role: numberList(creatorRoles),
  min: price,
  max: price,
  free: v.fallback(v.optional(v.boolean()), undefined),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
});

export type SearchParams = v.InferOutput<typeof searchParamsSchema>;

/** Whether anything narrows the results beyond the text. */
export function hasFilters(params: SearchParams): boolean {
  return Boolean(
    params.type?.length || params.genre?.length || params.role?.length || params.min || params.max || params.free,
  );
}
