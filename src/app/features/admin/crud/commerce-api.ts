import { queryOptions } from '@tanstack/react-query';
import type { CouponInput, CouponResourceSchema } from '@shared/schemas/coupons';
import { commercePaths, type CommerceSettingsInput, type CurrencyRatesInput } from '@shared/schemas/commerce';
import { api } from '@app/platform/api';
import { ADMIN_ROOT, listOptionsFor, useAdminWrite, type ListParams } from '../api';
import type { CommerceSettingsResourceSchema, CurrencyRateSchema } from '@shared/schemas/commerce';
import type { ListOf, OneOf } from '@app/platform/api';

/** The money reference data: COMMERCE-CORE's settings and rates endpoints, the admin module's coupon routes. */
export const commerceSettingsQueryOptions = () =>
  queryOptions({
    queryKey: [ADMIN_ROOT, 'commerce-settings'] as const,
    queryFn: ({ signal }) =>
      api
        .get<OneOf<typeof CommerceSettingsResourceSchema>>(`/admin-api${commercePaths.adminSettings}`, { signal })
        .then((r) => r.data),
  });

export const currencyRatesQueryOptions = () =>
  queryOptions({
    queryKey: [ADMIN_ROOT, 'currency-rates'] as const,
    queryFn: ({ signal }) =>
      api.get<ListOf<typeof CurrencyRateSchema>>(`/api${commercePaths.currencyRates}`, { signal }).then((r) => r.data),
  });

export const useSaveCommerceSettings = () =>
  useAdminWrite((input: CommerceSettingsInput) =>
    api
      .put<OneOf<typeof CommerceSettingsResourceSchema>>(`/admin-api${commercePaths.adminSettings}`, input)
      .then((r) => r.data),
  );

export const useSaveCurrencyRates = () =>
  useAdminWrite((input: CurrencyRatesInput) =>
    api.put<ListOf<typeof CurrencyRateSchema>>(`/admin-api${commercePaths.adminCurrencyRates}`, input),
  );

/** Coupons have no name: newest first unless the admin sorts. */
export const couponListParams = (s: { page?: number; sort?: string; q?: string }): ListParams => ({
  page: s.page,
  sort: s.sort ?? '-created_at',
  search: s.q,
});

export const adminCouponsQueryOptions = (p: ListParams) =>
  listOptionsFor<typeof CouponResourceSchema>('coupons', '/admin-api/coupons', p);

/** Admin coupons take every scope of `SiteCouponSchema`, `all` included. */
export type SiteCouponInput = Omit<CouponInput, 'scope'> & { scope: 'item' | 'catalogue' | 'all' };

export const useSaveCoupon = () =>
  useAdminWrite(({ id, coupon }: { id?: number; coupon: SiteCouponInput }) =>
    id
      ? api.put<OneOf<typeof CouponResourceSchema>>(`/admin-api/coupons/${id}`, coupon)
      : api.post<OneOf<typeof CouponResourceSchema>>('/admin-api/coupons', coupon),
  );

export const useDeleteCoupon = () => useAdminWrite((id: number) => api.delete(`/admin-api/coupons/${id}`));
