import { useNavigate, useSearch } from '@tanstack/react-router';
import * as v from 'valibot';

/** `?page=2` of a paged library list; anything that is not a page number falls back to the first page. */
export const pageSearchSchema = v.object({
  page: v.fallback(v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1))), undefined),
});

/** The current page of the list and a way to move to another, kept in the address so back and reload work. */
export function usePageParam(): [number, (page: number) => void] {
  const search = useSearch({ strict: false }) as { page?: number };
  const navigate = useNavigate();
  const setPage = (page: number) => {
    void navigate({ to: '.', search: (prev) => ({ ...prev, page: page > 1 ? page : undefined }) });
    window.scrollTo({ top: 0 });
  };
  return [search.page ?? 1, setPage];
}
