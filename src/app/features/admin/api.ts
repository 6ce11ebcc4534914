import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { buildListQuery } from '@shared/list-query';
import type { Locale } from '@shared/locales';
import type {
  AdminContentActionInput,
  AdminContentPreview,
  AdminContentRow,
  AdminReport,
  AdminReview,
  AdminStaticPage,
  AdminStaticPageSummary,
  AdminUser,
  AdminUserDetail,
  AuditEntry,
  BulkResult,
  ContentBulkAction,
  CrudResource,
  NamedRow,
  NamedRowInput,
  ResolveReportInput,
  ReviewBulkInput,
  ReviewStatus,
  StaticPageInput,
  TranslateFileResult,
  TranslationMessage,
  TranslationSummary,
  UserBulkAction,
} from '@shared/schemas/admin';
import type { MailboxEntry, MailboxMail } from '@shared/schemas/mailbox';
import { api } from '@app/platform/api';

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

export function listOptionsFor<T>(name: string, path: string, params: ListParams) {
  const query = listQuery(params);
  return queryOptions({
    queryKey: [ADMIN_ROOT, name, path, query] as const,
    queryFn: ({ signal }) => api.get<Page<T>>(path, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export const usersQueryOptions = (p: ListParams) => listOptionsFor<AdminUser>('users', '/admin-api/users', p);
export const contentQueryOptions = (p: ListParams) =>
  listOptionsFor<AdminContentRow>('content', '/admin-api/content', p);
export const reportsQueryOptions = (p: ListParams) => listOptionsFor<AdminReport>('reports', '/admin-api/reports', p);
export const reviewsQueryOptions = (p: ListParams) =>
  listOptionsFor<AdminReview>('testimonials', '/admin-api/testimonials', p);
export const auditQueryOptions = (p: ListParams) => listOptionsFor<AuditEntry>('audit', '/admin-api/audit', p);
export const mailboxQueryOptions = (p: ListParams) => listOptionsFor<MailboxEntry>('mailbox', '/admin-api/mailbox', p);
export const mailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [ADMIN_ROOT, 'mail', id] as const,
    queryFn: ({ signal }) => api.get<{ data: MailboxMail }>(`/admin-api/mailbox/${id}`, { signal }).then((r) => r.data),
  });
/** Whether this install keeps its mail for the admin to read (no SMTP: the mailbox answers); never toasted. */
export const mailboxAvailableQueryOptions = () =>
  queryOptions({
    queryKey: [ADMIN_ROOT, 'mailbox-available'] as const,
    queryFn: ({ signal }) =>
      api.get<Page<MailboxEntry>>('/admin-api/mailbox', { query: 'limit=1', signal }).then(
        () => true,
        () => false,
      ),
    staleTime: Infinity,
  });
export const crudQueryOptions = (resource: CrudResource, p: ListParams) =>
  listOptionsFor<NamedRow>(`crud-${resource}`, `/admin-api/crud/${resource}`, p);

export const userQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [ADMIN_ROOT, 'user', id] as const,
    queryFn: ({ signal }) =>
      api.get<{ data: AdminUserDetail }>(`/admin-api/users/${id}`, { signal }).then((r) => r.data),
  });

/** One item as a fan who has not bought it sees it (any status), with its row for the moderation actions. */
export const contentPreviewQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [ADMIN_ROOT, 'content-preview', id] as const,
    queryFn: ({ signal }) =>
      api.get<{ data: AdminContentPreview }>(`/admin-api/content/${id}/preview`, { signal }).then((r) => r.data),
  });

export const staticPagesQueryOptions = () =>
  queryOptions({
    queryKey: [ADMIN_ROOT, 'static-pages'] as const,
    queryFn: ({ signal }) => api.get<Page<AdminStaticPageSummary>>('/admin-api/static-pages', { signal }),
  });

export const staticPageQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: [ADMIN_ROOT, 'static-page', slug] as const,
    queryFn: ({ signal }) =>
      api.get<{ data: AdminStaticPage }>(`/admin-api/static-pages/${slug}`, { signal }).then((r) => r.data),
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
      api.get<Page<TranslationMessage>>('/admin-api/translations', { query: query.toString(), signal }),
    placeholderData: keepPreviousData,
  });
};
export const translationSummaryQueryOptions = () =>
  queryOptions({
    queryKey: [ADMIN_ROOT, 'translations-summary'] as const,
    queryFn: ({ signal }) =>
      api.get<{ data: TranslationSummary }>('/admin-api/translations/summary', { signal }).then((r) => r.data),
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
  useAdminWrite((id: number) => api.put<{ data: AdminUser }>(`/admin-api/users/${id}`, {}));
export const useToggleBlock = () =>
  useAdminWrite(({ id, blocked, reason }: { id: number; blocked?: boolean; reason?: string }) =>
    api.put<{ data: AdminUser }>(
      `/admin-api/users/${id}/toggle-block`,
      blocked === undefined ? {} : { blocked, ...(reason ? { reason } : {}) },
    ),
  );
export const useBulkContent = () =>
  useAdminWrite((input: { ids: number[]; action: ContentBulkAction; reason?: string }) =>
    api.post<{ data: BulkResult[] }>('/admin-api/content/bulk', input).then((r) => r.data),
  );
export const useBulkUsers = () =>
  useAdminWrite((input: { ids: number[]; action: UserBulkAction }) =>
    api.post<{ data: BulkResult[] }>('/admin-api/users/bulk', input).then((r) => r.data),
  );
export const useModerateContent = () =>
  useAdminWrite(({ id, ...body }: AdminContentActionInput & { id: number }) =>
    api.put<{ data: AdminContentRow }>(`/admin-api/content/${id}`, body),
  );
export const useResolveReport = () =>
  useAdminWrite(({ id, ...body }: ResolveReportInput & { id: number }) =>
    api.put<{ data: AdminReport }>(`/admin-api/reports/${id}`, body),
  );
export const useReviewStatus = () =>
  useAdminWrite(({ id, status }: { id: number; status: ReviewStatus }) =>
    api.put<{ data: AdminReview }>(`/admin-api/testimonials/${id}`, { status }),
  );
export const useBulkReviews = () =>
  useAdminWrite((input: ReviewBulkInput) =>
    api.post<{ data: BulkResult[] }>('/admin-api/testimonials/bulk', input).then((r) => r.data),
  );
export const useDeleteReview = () => useAdminWrite((id: number) => api.delete(`/admin-api/testimonials/${id}`));
export const useSaveStaticPage = () =>
  useAdminWrite(({ slug, page }: { slug: string; page: StaticPageInput }) =>
    api.put<{ data: AdminStaticPage }>(`/admin-api/static-pages/${slug}`, page).then((r) => r.data),
  );
export const useSetOverride = () =>
  useAdminWrite(({ locale, id, text }: { locale: Locale; id: string; text: string | null }) =>
    api.put<{ data: TranslationMessage }>(`/admin-api/translations/${locale}`, { id, text }).then((r) => r.data),
  );
export const useImportPo = () =>
  useAdminWrite((input: { locale: Locale; po: string }) =>
    api.post<{ data: TranslateFileResult }>('/admin-api/translations/translate-file', input).then((r) => r.data),
  );
export const useCrudWrite = (resource: CrudResource) =>
  useAdminWrite(({ id, row }: { id?: number; row: NamedRowInput }) =>
    id
      ? api.put<{ data: NamedRow }>(`/admin-api/crud/${resource}/${id}`, row)
      : api.post<{ data: NamedRow }>(`/admin-api/crud/${resource}`, row),
  );
export const useCrudDelete = (resource: CrudResource) =>
  useAdminWrite((id: number) => api.delete(`/admin-api/crud/${resource}/${id}`));

/** The PO export is a file download; it goes through the API client so the admin's token is sent. */
export async function downloadPo(locale: Locale): Promise<string> {
  return api.get<string>(`/admin-api/translations/${locale}/export`);
}
