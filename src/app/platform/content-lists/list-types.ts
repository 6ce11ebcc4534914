/** The `meta` of every paged list endpoint (GET /api/content, /api/search/content, /api/feed/content). */
export interface ListMeta {
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

export interface Page<T> {
  data: T[];
  meta: ListMeta;
}
