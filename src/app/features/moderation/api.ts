import { queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { buildListQuery } from '@shared/list-query';
import { REMOVED_CONTENT_MARKER_MS } from '@shared/limits';
import type {
  CreateReportInput,
  ReportTargetType,
  OpenReportStateSchema,
  ReportResourceSchema,
  ReportTypeSchema,
} from '@shared/schemas/reports';
import type {
  CreateReviewInput,
  ReviewTargetType,
  reviewListResource,
  UpdateReviewInput,
} from '@shared/schemas/reviews';
import { api } from '@app/platform/api';
import type { ListOf, OneOf, PageOf } from '@app/platform/api';
import type { ReviewResourceSchema } from '@shared/schemas/reviews';
import type { DeletedRowSchema } from '@shared/schemas/admin';

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

/** The names come in the request's language, so the locale is part of the key. */
export function reportTypesQueryOptions(locale: string) {
  return queryOptions({
    queryKey: [REPORT_TYPES_ROOT, locale] as const,
    queryFn: ({ signal }) => api.get<ListOf<typeof ReportTypeSchema>>('/api/report-types', { signal }),
    select: (response) => response.data,
    staleTime: 60 * 60 * 1000,
  });
}

/** Whether the viewer already reported the target: the dialog says so before anything is typed. */
export function openReportQueryOptions(target: ReportTarget, enabled: boolean) {
  return queryOptions({
    queryKey: ['open-report', target.type, target.id] as const,
    queryFn: ({ signal }) =>
      api.get<OneOf<typeof OpenReportStateSchema>>('/api/reports/mine', {
        query: `type=${target.type}&id=${target.id}`,
        signal,
      }),
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
    queryFn: ({ signal }) => api.get<PageOf<typeof ReviewResourceSchema>>('/api/reviews', { query, signal }),
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
      api.post<OneOf<typeof ReportResourceSchema>>('/api/reports', { ...input, target }),
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
    queryFn: ({ signal }) => api.get<ListOf<typeof ReviewResourceSchema>>('/api/reviews', { query, signal }),
    select: (response) => response.data[0] ?? null,
    enabled: authorId !== undefined,
  });
}

export function useUpdateReview(target: ReviewTarget, reviewId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateReviewInput) =>
      api.put<OneOf<typeof ReviewResourceSchema>>(`/api/reviews/${reviewId}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsKey(target) }),
  });
}

export function useDeleteReview(target: ReviewTarget, reviewId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<OneOf<typeof DeletedRowSchema>>(`/api/reviews/${reviewId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsKey(target) }),
  });
}

export function useCreateReview(target: ReviewTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<CreateReviewInput, 'target'>) =>
      api.post<OneOf<typeof ReviewResourceSchema>>('/api/reviews', { ...input, target }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsKey(target) }),
  });
}
