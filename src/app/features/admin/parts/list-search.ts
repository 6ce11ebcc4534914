import { useNavigate, useSearch } from '@tanstack/react-router';
import * as v from 'valibot';

const optionalText = v.fallback(v.optional(v.pipe(v.unknown(), v.transform(String), v.maxLength(200))), undefined);
const optionalPage = v.fallback(
  v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1))),
  undefined,
);

/**
 * The search params every admin list keeps in the address (so a reload, a shared link or Back shows the same
 * rows): page, sort (list-query syntax, `-created_at`), the search text, and the page's own filters.
 */
export function listSearchSchema<K extends string>(filters: readonly K[]) {
  return v.object({
    page: optionalPage,
    sort: optionalText,
    q: optionalText,
    ...(Object.fromEntries(filters.map((f) => [f, optionalText])) as Record<K, typeof optionalText>),
  });
}

export type ListSearch<K extends string = never> = { page?: number; sort?: string; q?: string } & Partial<
  Record<K, string>
>;

/** Reads the page's search params and changes them; changing anything but the page goes back to page 1. */
export function useListSearch<K extends string = never>(): [ListSearch<K>, (patch: Partial<ListSearch<K>>) => void] {
  const raw: unknown = useSearch({ strict: false });
  const search = raw as ListSearch<K>;
  const navigate = useNavigate();
  const update = (patch: Partial<ListSearch<K>>) => {
    void navigate({
      to: '.',
      search: (prev: Record<string, unknown>) => {
        const next: Record<string, unknown> = { ...prev, ...patch };
        if (!('page' in patch)) delete next.page;
        for (const [key, value] of Object.entries(next)) if (value === '' || value === undefined) delete next[key];
        if (next.page === 1) delete next.page;
        return next;
      },
      replace: !('page' in patch),
    });
  };
  return [search, update];
}
