import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  FeedbackCommentInput,
  FeedbackSubmission,
  FeedbackServiceSchema,
  FeedbackSubmissionSchema,
} from '@shared/schemas/feedback';
import { api } from '@app/platform/api';
import type { ListOf, OneOf, PageOf } from '@app/platform/api';

/** Every feedback query lives under this root; each write invalidates it. */
export const FEEDBACK_ROOT = 'feedback';
export const FEEDBACK_PAGE_SIZE = 20;

/** The signed-in fan's submissions to one feedback service. */
export const ownSubmissionsQueryOptions = (contentId: number) =>
  queryOptions({
    queryKey: [FEEDBACK_ROOT, 'own', contentId] as const,
    queryFn: ({ signal }) =>
      api
        .get<ListOf<typeof FeedbackSubmissionSchema>>(`/api/content/${contentId}/feedback`, { signal })
        .then((r) => r.data),
  });

export const serviceQueryOptions = (contentId: number) =>
  queryOptions({
    queryKey: [FEEDBACK_ROOT, 'service', contentId] as const,
    queryFn: ({ signal }) =>
      api
        .get<OneOf<typeof FeedbackServiceSchema>>(`/api/content/${contentId}/feedback/service`, { signal })
        .then((r) => r.data),
  });

export const submissionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [FEEDBACK_ROOT, 'one', id] as const,
    queryFn: ({ signal }) =>
      api.get<OneOf<typeof FeedbackSubmissionSchema>>(`/api/feedback/${id}`, { signal }).then((r) => r.data),
    // The video may still be transcoding: look again until it is ready or failed.
    refetchInterval: (query) => (query.state.data?.video.status === 0 ? 5000 : false),
  });

export const creatorInboxQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [FEEDBACK_ROOT, 'inbox', page] as const,
    queryFn: ({ signal }) =>
      api.get<PageOf<typeof FeedbackSubmissionSchema>>('/api/creator/feedback', {
        query: new URLSearchParams({ page: String(page), limit: String(FEEDBACK_PAGE_SIZE) }),
        signal,
      }),
    placeholderData: keepPreviousData,
  });

function useFeedbackWrite<I>(write: (input: I) => Promise<FeedbackSubmission>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    meta: { localErrors: true },
    onSuccess: (submission) => {
      queryClient.setQueryData(submissionQueryOptions(submission.id).queryKey, submission);
      return queryClient.invalidateQueries({ queryKey: [FEEDBACK_ROOT] });
    },
  });
}

export const useSubmitFeedback = (contentId: number) =>
  useFeedbackWrite((input: { asset_id: number; note: string }) =>
    api.post<OneOf<typeof FeedbackSubmissionSchema>>(`/api/content/${contentId}/feedback`, input).then((r) => r.data),
  );

export const useAddComment = (id: number) =>
  useFeedbackWrite((input: FeedbackCommentInput) =>
    api.post<OneOf<typeof FeedbackSubmissionSchema>>(`/api/feedback/${id}/comments`, input).then((r) => r.data),
  );

export const useDeleteComment = (id: number) =>
  useFeedbackWrite((commentId: number) =>
    api.delete<OneOf<typeof FeedbackSubmissionSchema>>(`/api/feedback/${id}/comments/${commentId}`).then((r) => r.data),
  );

export const useMarkAnswered = (id: number) =>
  useFeedbackWrite(() =>
    api.put<OneOf<typeof FeedbackSubmissionSchema>>(`/api/feedback/${id}/answered`).then((r) => r.data),
  );
