import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { buildListQuery } from '@shared/list-query';
import type { Locale } from '@shared/locales';
import type {
  AdminContentActionInput,
  ContentBulkAction,
  CrudResource,
  NamedRowInput,
  ResolveReportInput,
  ReviewBulkInput,
  ReviewStatus,
  StaticPageInput,
  UserBulkAction,
} from '@shared/schemas/admin';
import type { MailboxEntrySchema, MailboxMailSchema } from '@shared/schemas/mailbox';
import { api } from '@app/platform/api';
import type { ListOf, OneOf, PageOf } from '@app/platform/api';
import type {
  AdminContentPreviewSchema,
  AdminContentRowSchema,
  AdminReportSchema,
  AdminReviewSchema,
  AdminStaticPageSchema,
  AdminStaticPageSummarySchema,
  AdminUserDetailSchema,
  AdminUserSchema,
  BulkResultSchema,
  NamedRowResourceSchema,
  TranslateFileResultSchema,
  TranslationMessageSchema,
  TranslationSummarySchema,
  AuditEntrySchema,
} from '@shared/schemas/admin';
import type * as v from 'valibot';

/** Every back-office query lives under this root; each admin write invalidates it (the lists are cheap). */
export const ADMIN_ROOT = 'admin';
export const ADMIN_PAGE_SIZE = 25;

export interface Page<T> {
  data: T[];
  meta: { current_page: number; per_page: number; total: number; last_page: number };
}

type Filters = Record<string, Record<string, string | number | boolean | (string | number)[]>>;

export interface ListParams {
  page?: number;
  sort?: string;
  search?: string;
  searchFields?: string[];
  filter?: Filters;
  limit?: number;
}

function listQuery(p: ListParams): string {
  return buildListQuery({
    page: p.page,
    limit: p.limit ?? ADMIN_PAGE_SIZE,
    sort: p.sort ? [p.sort] : undefined,
    search: p.search ? { query: p.search, fields: p.searchFields ?? [] } : undefined,
    filter: p.filter,
  } as Parameters<typeof buildListQuery>[0]);
}

export function listOptionsFor<Item extends v.GenericSchema>(name: string, path: string, params: ListParams) {
  const query = listQuery(params);
  return queryOptions({
    queryKey: [ADMIN_ROOT, name, path, query] as const,
    queryFn: ({ signal }) => api.get<PageOf<Item>>(path, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export const usersQueryOptions = (p: ListParams) =>
  listOptionsFor<typeof AdminUserSchema>('users', '/admin-api/users', p);
export const contentQueryOptions = (p: ListParams) =>
  listOptionsFor<typeof AdminContentRowSchema>('content', '/admin-api/content', p);
export const reportsQueryOptions = (p: ListParams) =>
  listOptionsFor<typeof AdminReportSchema>('reports', '/admin-api/reports', p);
export const reviewsQueryOptions = (p: ListParams) =>
  listOptionsFor<typeof AdminReviewSchema>('testimonials', '/admin-api/testimonials', p);
export const auditQueryOptions = (p: ListParams) =>
  listOptionsFor<typeof AuditEntrySchema>('audit', '/admin-api/audit', p);
export const mailboxQueryOptions = (p: ListParams) =>
  listOptionsFor<typeof MailboxEntrySchema>('mailbox', '/admin-api/mailbox', p);
export const mailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [ADMIN_ROOT, 'mail', id] as const,
    queryFn: ({ signal }) =>
      api.get<OneOf<typeof MailboxMailSchema>>(`/admin-api/mailbox/${id}`, { signal }).then((r) => r.data),
  });
/** Whether this install keeps its mail for the admin to read (no SMTP: the mailbox answers); never toasted. */
export const mailboxAvailableQueryOptions = () =>
  queryOptions({
    queryKey: [ADMIN_ROOT, 'mailbox-available'] as const,
    queryFn: ({ signal }) =>
      api.get<PageOf<typeof MailboxEntrySchema>>('/admin-api/mailbox', { query: 'limit=1', signal }).then(
        () => true,
        () => false,
      ),
    staleTime: Infinity,
  });
export const crudQueryOptions = (resource: CrudResource, p: ListParams) =>
  listOptionsFor<typeof NamedRowResourceSchema>(`crud-${resource}`, `/admin-api/crud/${resource}`, p);

export const userQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [ADMIN_ROOT, 'user', id] as const,
    queryFn: ({ signal }) =>
      api.get<OneOf<typeof AdminUserDetailSchema>>(`/admin-api/users/${id}`, { signal }).then((r) => r.data),
  });

/** One item as a fan who has not bought it sees it (any status), with its row for the moderation actions. */
export const contentPreviewQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [ADMIN_ROOT, 'content-preview', id] as const,
    queryFn: ({ signal }) =>
      api
        .get<OneOf<typeof AdminContentPreviewSchema>>(`/admin-api/content/${id}/preview`, { signal })
        .then((r) => r.data),
  });

export const staticPagesQueryOptions = () =>
  queryOptions({
    queryKey: [ADMIN_ROOT, 'static-pages'] as const,
    queryFn: ({ signal }) =>
      api.get<PageOf<typeof AdminStaticPageSummarySchema>>('/admin-api/static-pages', { signal }),
  });

export const staticPageQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: [ADMIN_ROOT, 'static-page', slug] as const,
    queryFn: ({ signal }) =>
      api.get<OneOf<typeof AdminStaticPageSchema>>(`/admin-api/static-pages/${slug}`, { signal }).then((r) => r.data),
    retry: false,
  });

export interface TranslationParams {
  locale: Locale;
  search?: string;
  only?: 'missing' | 'overridden';
  page?: number;
}
export const translationsQueryOptions = (p: TranslationParams) => {
  const query = new URLSearchParams({ locale: p.locale, page: String(p.page ?? 1), limit: String(ADMIN_PAGE_SIZE) });
  if (p.search) query.set('search', p.search);
  if (p.only) query.set('only', p.only);
  return queryOptions({
    queryKey: [ADMIN_ROOT, 'translations', query.toString()] as const,
    queryFn: ({ signal }) =>
      api.get<PageOf<typeof TranslationMessageSchema>>('/admin-api/translations', { query: query.toString(), signal }),
    placeholderData: keepPreviousData,
  });
};
export const translationSummaryQueryOptions = () =>
  queryOptions({
    queryKey: [ADMIN_ROOT, 'translations-summary'] as const,
    queryFn: ({ signal }) =>
      api
        .get<OneOf<typeof TranslationSummarySchema>>('/admin-api/translations/summary', { signal })
        .then((r) => r.data),
  });

/** A write of the back office: invalidates every admin query once it succeeds. Errors are handled by the caller. */
export function useAdminWrite<I, R>(write: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    meta: { localErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ADMIN_ROOT] }),
  });
}

export const useApproveUser = () =>
  useAdminWrite((id: number) => api.put<OneOf<typeof AdminUserSchema>>(`/admin-api/users/${id}`, {}));
export const useToggleBlock = () =>
  useAdminWrite(({ id, blocked, reason }: { id: number; blocked?: boolean; reason?: string }) =>
    api.put<OneOf<typeof AdminUserSchema>>(
      `/admin-api/users/${id}/toggle-block`,
      blocked === undefined ? {} : { blocked, ...(reason ? { reason } : {}) },
    ),
  );
export const useBulkContent = () =>
  useAdminWrite((input: { ids: number[]; action: ContentBulkAction; reason?: string }) =>
    api.post<ListOf<typeof BulkResultSchema>>('/admin-api/content/bulk', input).then((r) => r.data),
  );
export const useBulkUsers = () =>
  useAdminWrite((input: { ids: number[]; action: UserBulkAction }) =>
    api.post<ListOf<typeof BulkResultSchema>>('/admin-api/users/bulk', input).then((r) => r.data),
  );
export const useModerateContent = () =>
  useAdminWrite(({ id, ...body }: AdminContentActionInput & { id: number }) =>
    api.put<OneOf<typeof AdminContentRowSchema>>(`/admin-api/content/${id}`, body),
  );
export const useResolveReport = () =>
  useAdminWrite(({ id, ...body }: ResolveReportInput & { id: number }) =>
    api.put<OneOf<typeof AdminReportSchema>>(`/admin-api/reports/${id}`, body),
  );
export const useReviewStatus = () =>
  useAdminWrite(({ id, status }: { id: number; status: ReviewStatus }) =>
    api.put<OneOf<typeof AdminReviewSchema>>(`/admin-api/testimonials/${id}`, { status }),
  );
export const useBulkReviews = () =>
  useAdminWrite((input: ReviewBulkInput) =>
    api.post<ListOf<typeof BulkResultSchema>>('/admin-api/testimonials/bulk', input).then((r) => r.data),
  );
export const useDeleteReview = () => useAdminWrite((id: number) => api.delete(`/admin-api/testimonials/${id}`));
export const useSaveStaticPage = () =>
  useAdminWrite(({ slug, page }: { slug: string; page: StaticPageInput }) =>
    api.put<OneOf<typeof AdminStaticPageSchema>>(`/admin-api/static-pages/${slug}`, page).then((r) => r.data),
  );
export const useSetOverride = () =>
  useAdminWrite(({ locale, id, text }: { locale: Locale; id: string; text: string | null }) =>
    api
      .put<OneOf<typeof TranslationMessageSchema>>(`/admin-api/translations/${locale}`, { id, text })
      .then((r) => r.data),
  );
export const useImportPo = () =>
  useAdminWrite((input: { locale: Locale; po: string }) =>
    api
      .post<OneOf<typeof TranslateFileResultSchema>>('/admin-api/translations/translate-file', input)
      .then((r) => r.data),
  );
export const useCrudWrite = (resource: CrudResource) =>
  useAdminWrite(({ id, row }: { id?: number; row: NamedRowInput }) =>
    id
      ? api.put<OneOf<typeof NamedRowResourceSchema>>(`/admin-api/crud/${resource}/${id}`, row)
      : api.post<OneOf<typeof NamedRowResourceSchema>>(`/admin-api/crud/${resource}`, row),
  );
export const useCrudDelete = (resource: CrudResource) =>
  useAdminWrite((id: number) => api.delete(`/admin-api/crud/${resource}/${id}`));

/** The PO export is a file download; it goes through the API client so the admin's token is sent. */
export async function downloadPo(locale: Locale): Promise<string> {
  return api.get<v.StringSchema<undefined>>(`/admin-api/translations/${locale}/export`);
}
