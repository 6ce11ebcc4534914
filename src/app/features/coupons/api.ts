import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { buildListQuery } from '@shared/list-query';
import type { contentListResource, ContentResourceSchema } from '@shared/schemas/content';
import type { CouponInput, couponListResource, CouponCheckSchema, CouponResourceSchema } from '@shared/schemas/coupons';
import { api } from '@app/platform/api';
import type { OneOf, PageOf } from '@app/platform/api';

/** The creator's coupons (lists and one coupon); every write invalidates this root. */
export const COUPONS_ROOT = 'coupons';
export const COUPON_PAGE_SIZE = 20;

export function couponsQueryOptions(page: number) {
  const query = buildListQuery<typeof couponListResource>({ page, limit: COUPON_PAGE_SIZE });
  return queryOptions({
    queryKey: [COUPONS_ROOT, 'list', query] as const,
    queryFn: ({ signal }) => api.get<PageOf<typeof CouponResourceSchema>>('/api/coupons', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function couponQueryOptions(id: number) {
  return queryOptions({
    queryKey: [COUPONS_ROOT, 'one', id] as const,
    queryFn: ({ signal }) =>
      api.get<OneOf<typeof CouponResourceSchema>>(`/api/coupons/${id}`, { signal }).then((r) => r.data),
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
    queryFn: ({ signal }) =>
      api.get<PageOf<typeof ContentResourceSchema>>('/api/content', { query, signal }).then((r) => r.data),
  });
}

/** POST /api/validate-coupon, as a query: the same code answers the same until it changes. */
export function couponCheckQueryOptions(code: string) {
  return queryOptions({
    queryKey: [COUPONS_ROOT, 'check', code] as const,
    queryFn: () => api.post<OneOf<typeof CouponCheckSchema>>('/api/validate-coupon', { code }).then((r) => r.data),
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
  useCouponWrite((input: CouponInput) =>
    api.post<OneOf<typeof CouponResourceSchema>>('/api/coupons', input).then((r) => r.data),
  );

export const useUpdateCoupon = (id: number) =>
  useCouponWrite((input: CouponInput) =>
    api.put<OneOf<typeof CouponResourceSchema>>(`/api/coupons/${id}`, input).then((r) => r.data),
  );

export const useDeleteCoupon = (id: number) => useCouponWrite(() => api.delete(`/api/coupons/${id}`));
