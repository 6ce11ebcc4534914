import { PRODUCT_PAGE_SIZE } from '@shared/limits';
import type { RawQuery } from '@shared/list-query';

/**
 * Product lists page by the spec's 20 (§9) rather than the generic 10: a request without `limit`
 * gets 20. (The app's builder leaves out `limit=10` as the generic default, so it then gets 20 too.)
 */
export function withProductPageSize(raw: RawQuery): RawQuery {
  return raw.limit === undefined ? { ...raw, limit: String(PRODUCT_PAGE_SIZE) } : raw;
}
