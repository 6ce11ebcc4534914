import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { buildListQuery } from '@shared/list-query';
import type { contentListResource, ContentResource } from '@shared/schemas/content';
import type { Coupon, CouponCheck, CouponInput, couponListResource } from '@shared/schemas/coupons';
import { api } from '@app/platform/api';

/** The creator's coupons (lists and one coupon); every write invalidates this root. */
export const COUPONS_ROOT = 'coupons';
export const COUPON_PAGE_SIZE = 20;

interface Page<T> {
  data: T[];
  meta: { current_page: number; per_page: number; total: number; last_page: number };
}

export function couponsQueryOptions(page: number) {
  const query = buildListQuery<typeof couponListResource>({ page, limit: COUPON_PAGE_SIZE });
  return queryOptions({
    queryKey: [COUPONS_ROOT, 'list', query] as const,
    queryFn: ({ signal }) => api.get<Page<Coupon>>('/api/coupons', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function couponQueryOptions(id: number) {
  return queryOptions({
    queryKey: [COUPONS_ROOT, 'one', id] as const,
    queryFn: ({ signal }) => api.get<{ data: Coupon }>(`/api/coupons/${id}`, { signal }).then((r) => r.data),
    meta: { localErrors: true },
  });
}

/** The creator's published paid items a coupon can be for (communities take no coupons). */
export function couponItemsQueryOptions(ownerId: number) {
  const query = buildListQuery<typeof contentListResource>({
    filter: { owner_id: ownerId, price: { '>': 0 }, type: { '<>': 50 } },
    sort: ['title'],
    limit: 1000,
  });
  return queryOptions({
    queryKey: [COUPONS_ROOT, 'items', query] as const,
    queryFn: ({ signal }) => api.get<Page<ContentResource>>('/api/content', { query, signal }).then((r) => r.data),
  });
}

/** POST /api/validate-coupon, as a query: the same code answers the same until it changes. */
export function couponCheckQueryOptions(code: string) {
  return queryOptions({
    queryKey: [COUPONS_ROOT, 'check', code] as const,
    queryFn: () => api.post<{ data: CouponCheck }>('/api/validate-coupon', { code }).then((r) => r.data),
    retry: false,
    meta: { localErrors: true },
  });
}

function useCouponWrite<I, R>(write: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [COUPONS_ROOT] }),
  });
}

export const useCreateCoupon = () =>
  useCouponWrite((input: CouponInput) => api.post<{ data: Coupon }>('/api/coupons', input).then((r) => r.data));

export const useUpdateCoupon = (id: number) =>
  useCouponWrite((input: CouponInput) => api.put<{ data: Coupon }>(`/api/coupons/${id}`, input).then((r) => r.data));

export const useDeleteCoupon = (id: number) => useCouponWrite(() => api.delete(`/api/coupons/${id}`));
