import { queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { buildListQuery } from '@shared/list-query';
import { REMOVED_CONTENT_MARKER_MS } from '@shared/limits';
import type { CreateReportInput, OpenReportState, Report, ReportTargetType, ReportType } from '@shared/schemas/reports';
import type {
  CreateReviewInput,
  Review,
  ReviewTargetType,
  reviewListResource,
  UpdateReviewInput,
} from '@shared/schemas/reviews';
import { api } from '@app/platform/api';

export const REPORT_TYPES_ROOT = 'report-types';
export const REVIEWS_ROOT = 'reviews';

export interface ReviewTarget {
  type: ReviewTargetType;
  id: number;
}

export interface ReportTarget {
  type: ReportTargetType;
  id: number;
}

interface ListMeta {
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

/** The names come in the request's language, so the locale is part of the key. */
export function reportTypesQueryOptions(locale: string) {
  return queryOptions({
    queryKey: [REPORT_TYPES_ROOT, locale] as const,
    queryFn: ({ signal }) => api.get<{ data: ReportType[] }>('/api/report-types', { signal }),
    select: (response) => response.data,
    staleTime: 60 * 60 * 1000,
  });
}

/** Whether the viewer already reported the target: the dialog says so before anything is typed. */
export function openReportQueryOptions(target: ReportTarget, enabled: boolean) {
  return queryOptions({
    queryKey: ['open-report', target.type, target.id] as const,
    queryFn: ({ signal }) =>
      api.get<{ data: OpenReportState }>('/api/reports/mine', { query: `type=${target.type}&id=${target.id}`, signal }),
    select: (response) => response.data.reported === true,
    enabled,
  });
}

export const REVIEWS_PAGE_SIZE = 10;

export const reviewsKey = (target: ReviewTarget) => [REVIEWS_ROOT, target.type, target.id] as const;

export function reviewsQueryOptions(target: ReviewTarget, page: number) {
  const query = buildListQuery<typeof reviewListResource>({
    filter: { target_type: target.type, target_id: target.id },
    sort: ['-created_at'],
    page,
    limit: REVIEWS_PAGE_SIZE,
  });
  return queryOptions({
    queryKey: [...reviewsKey(target), query] as const,
    queryFn: ({ signal }) => api.get<{ data: Review[]; meta: ListMeta }>('/api/reviews', { query, signal }),
  });
}

/**
 * What to refetch once something was reported: the list or page that showed it may now hide it.
 * Key roots, not feature imports, so moderation does not depend on the features that use it.
 */
const reportRefreshRoots: Record<ReportTargetType, QueryKey[]> = {
  content: [['content'], ['creator'], ['search']],
  user: [['creator'], ['search']],
  review: [[REVIEWS_ROOT]],
  message: [['messages']],
};

export function useCreateReport(target: ReportTarget, refreshKeys?: QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Pick<CreateReportInput, 'body' | 'report_type_id'>) =>
      api.post<{ data: Report }>('/api/reports', { ...input, target }),
    onSuccess: () => {
      queryClient.setQueryData(openReportQueryOptions(target, true).queryKey, { data: { reported: true } });
      // Spec §4: the data refreshes a second after the report, once the confirmation has been seen.
      window.setTimeout(() => {
        for (const queryKey of refreshKeys ?? reportRefreshRoots[target.type]) {
          void queryClient.invalidateQueries({ queryKey });
        }
      }, REMOVED_CONTENT_MARKER_MS);
    },
  });
}

/** The viewer's own review of the target, if they wrote one: the section then offers it to edit or delete. */
export function ownReviewQueryOptions(target: ReviewTarget, authorId: number | undefined) {
  const query = buildListQuery<typeof reviewListResource>({
    filter: { target_type: target.type, target_id: target.id, author_id: authorId ?? 0 },
    limit: 1,
  });
  return queryOptions({
    queryKey: [...reviewsKey(target), 'own', query] as const,
    queryFn: ({ signal }) => api.get<{ data: Review[] }>('/api/reviews', { query, signal }),
    select: (response) => response.data[0] ?? null,
    enabled: authorId !== undefined,
  });
}

export function useUpdateReview(target: ReviewTarget, reviewId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateReviewInput) => api.put<{ data: Review }>(`/api/reviews/${reviewId}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsKey(target) }),
  });
}

export function useDeleteReview(target: ReviewTarget, reviewId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ data: { id: number } }>(`/api/reviews/${reviewId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsKey(target) }),
  });
}

export function useCreateReview(target: ReviewTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<CreateReviewInput, 'target'>) =>
      api.post<{ data: Review }>('/api/reviews', { ...input, target }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsKey(target) }),
  });
}
