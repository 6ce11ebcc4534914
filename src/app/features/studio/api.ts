import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CollaborationStatus, ContentListView, ContentStatus, ContentType } from '@shared/codes';
import type { AttachCaptionsInput, CaptionLanguage } from '@shared/schemas/captions';
import type { AttachMediaInput } from '@shared/schemas/uploads';
import type {
  AutoPublishInput,
  CreateContentInput,
  PatchableStep,
  StudioContent,
} from '@shared/schemas/content-editor';
import type { AutocompleteSchema } from '@shared/schemas/search';
import { api } from '@app/platform/api';
import type {
  CreatorCalendarSchema,
  StudioContentSchema,
  StudioCountsSchema,
  StudioListItemSchema,
  CollaborationReplyResultSchema,
} from '@shared/schemas/content-editor';
import type { OneOf, PageOf } from '@app/platform/api';

/** Every studio query (lists, counts, one item, the calendar, invitations) lives under this root. */
export const STUDIO_ROOT = 'studio';
/** The public catalogue caches content too: a publish or delete must not leave it stale. */
const CONTENT_ROOTS = ['content', 'creator', 'feed', 'search', 'landing', 'calendar'];

export const STUDIO_PAGE_SIZE = 20;

export interface StudioListParams {
  view: ContentListView;
  type?: ContentType;
  /** Only items in these statuses. */
  statuses?: readonly ContentStatus[];
  search?: string;
  page: number;
}

function listQuery(
  { view, type, statuses, search, page }: StudioListParams,
  limit = STUDIO_PAGE_SIZE,
): URLSearchParams {
  const query = new URLSearchParams({ view, page: String(page), limit: String(limit) });
  if (type !== undefined) query.set('type', String(type));
  if (statuses?.length) query.set('status', statuses.join(','));
  if (search) query.set('search', search);
  return query;
}

/** GET /api/creator/content: one page of the signed-in creator's items in a view. */
export function studioListQueryOptions(params: StudioListParams, limit = STUDIO_PAGE_SIZE) {
  return queryOptions({
    queryKey: [STUDIO_ROOT, 'list', params, limit] as const,
    queryFn: ({ signal }) =>
      api.get<PageOf<typeof StudioListItemSchema>>('/api/creator/content', { query: listQuery(params, limit), signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/creator/content/counts: the number in each view's tab, plus open invitations. */
export function studioCountsQueryOptions() {
  return queryOptions({
    queryKey: [STUDIO_ROOT, 'counts'] as const,
    queryFn: ({ signal }) => api.get<OneOf<typeof StudioCountsSchema>>('/api/creator/content/counts', { signal }),
    select: (response) => response.data,
  });
}

export const studioContentKey = (id: number) => [STUDIO_ROOT, 'one', id] as const;

/** GET /api/creator/content/:id: the editor's whole view of one item. */
export function studioContentQueryOptions(id: number) {
  return queryOptions({
    queryKey: studioContentKey(id),
    queryFn: ({ signal }) =>
      api.get<OneOf<typeof StudioContentSchema>>(`/api/creator/content/${id}`, { signal }).then((r) => r.data),
  });
}

/** GET /api/creator/collaborations: invitations to the signed-in creator, by reply. */
export function collaborationsQueryOptions(status: CollaborationStatus | undefined, page: number) {
  return queryOptions({
    queryKey: [STUDIO_ROOT, 'collaborations', status ?? 'all', page] as const,
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(page), limit: String(STUDIO_PAGE_SIZE) });
      if (status !== undefined) query.set('status', String(status));
      return api.get<PageOf<typeof StudioListItemSchema>>('/api/creator/collaborations', { query, signal });
    },
    placeholderData: keepPreviousData,
  });
}

/** GET /api/content/calendar?from&to: the creator's meetings and the bookings of them. */
export function creatorCalendarQueryOptions(range: { from: string; to: string }) {
  return queryOptions({
    queryKey: [STUDIO_ROOT, 'calendar', range.from, range.to] as const,
    queryFn: ({ signal }) =>
      api.get<OneOf<typeof CreatorCalendarSchema>>('/api/content/calendar', {
        query: new URLSearchParams(range),
        signal,
      }),
    select: (response) => response.data,
    // Keyboard moves into the next month keep the grid (and its focus) until the new days arrive.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/autocomplete: creators matching a name, to invite as collaborators. */
export function creatorSearchQueryOptions(text: string) {
  return queryOptions({
    queryKey: [STUDIO_ROOT, 'creator-search', text] as const,
    queryFn: ({ signal }) =>
      api
        .get<OneOf<typeof AutocompleteSchema>>('/api/autocomplete', {
          query: new URLSearchParams({ query: text }),
          signal,
        })
        .then((r) => r.data.creators),
    enabled: text.trim().length > 0,
    staleTime: 30_000,
  });
}

/**
 * A studio write answering with the item: the answer replaces the cached item at once (so the
 * editor shows the new status without waiting), then every list, count and public page refreshes.
 */
function useStudioWrite<I>(write: (input: I) => Promise<{ data: StudioContent }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async ({ data }) => {
      queryClient.setQueryData(studioContentKey(data.id), data);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [STUDIO_ROOT], predicate: (q) => q.queryKey[1] !== 'one' }),
        ...CONTENT_ROOTS.map((root) => queryClient.invalidateQueries({ queryKey: [root] })),
      ]);
    },
  });
}

export const useCreateContent = () =>
  useStudioWrite((input: CreateContentInput) => api.post<OneOf<typeof StudioContentSchema>>('/api/content', input));

/** PATCH /api/content/:id with one step's fields. */
export const useSaveStep = (id: number) =>
  useStudioWrite(({ step, values }: { step: PatchableStep; values: Record<string, unknown> }) =>
    api.patch<OneOf<typeof StudioContentSchema>>(`/api/content/${id}`, { step, ...values }),
  );

/**
 * Writes that answer with something other than the item (attach-media answers with the media, a
 * retry with the asset): the item and the lists are fetched again instead.
 */
function useStudioRefresh<I>(write: (input: I) => Promise<unknown>, contentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: studioContentKey(contentId) }),
        queryClient.invalidateQueries({ queryKey: [STUDIO_ROOT, 'list'] }),
      ]),
  });
}

/** PUT /api/content/:id/attach-media: omitted roles stay, null clears one, `additional` is the new order. */
export const useAttachMedia = (id: number) =>
  useStudioRefresh((input: AttachMediaInput) => api.put(`/api/content/${id}/attach-media`, input), id);

/** PUT /api/content/:id/videos/:videoId/captions: a video's track in a language (replaces that language's file). */
export const useAttachCaptions = (id: number) =>
  useStudioRefresh(
    ({ videoId, ...input }: AttachCaptionsInput & { videoId: number }) =>
      api.put(`/api/content/${id}/videos/${videoId}/captions`, input),
    id,
  );

/** DELETE /api/content/:id/videos/:videoId/captions/:language */
export const useRemoveCaptions = (id: number) =>
  useStudioRefresh(
    ({ videoId, language }: { videoId: number; language: CaptionLanguage }) =>
      api.delete(`/api/content/${id}/videos/${videoId}/captions/${language}`),
    id,
  );

/** POST /api/media/:assetId/retry: process a failed video again. */
export const useRetryMedia = (contentId: number) =>
  useStudioRefresh((assetId: number) => api.post(`/api/media/${assetId}/retry`), contentId);

export const usePublish = (id: number) =>
  useStudioWrite(() => api.put<OneOf<typeof StudioContentSchema>>(`/api/content/${id}/publish`));

export const useAutoPublish = (id: number) =>
  useStudioWrite((input: AutoPublishInput) =>
    api.put<OneOf<typeof StudioContentSchema>>(`/api/content/${id}/auto-publish`, input),
  );

export const useCancelAutoPublish = (id: number) =>
  useStudioWrite(() => api.delete<OneOf<typeof StudioContentSchema>>(`/api/content/${id}/auto-publish`));

export const useArchive = (id: number) =>
  useStudioWrite(() => api.put<OneOf<typeof StudioContentSchema>>(`/api/content/${id}/archivate`));

export const useUnarchive = (id: number) =>
  useStudioWrite(() => api.put<OneOf<typeof StudioContentSchema>>(`/api/content/${id}/un-archivate`));

export const useRestore = (id: number) =>
  useStudioWrite(() => api.put<OneOf<typeof StudioContentSchema>>(`/api/content/${id}/restore`));

export const useDeleteContent = (id: number) =>
  useStudioWrite((deletion_reason: string) =>
    api.delete<OneOf<typeof StudioContentSchema>>(`/api/content/${id}`, { body: { id, deletion_reason } }),
  );

export const useInviteCollaborator = (id: number) =>
  useStudioWrite((creatorId: number) =>
    api.post<OneOf<typeof StudioContentSchema>>(`/api/content/${id}/collaborators`, { creator_id: creatorId }),
  );

export const useRemoveCollaborator = (id: number) =>
  useStudioWrite((creatorId: number) =>
    api.delete<OneOf<typeof StudioContentSchema>>(`/api/content/${id}/collaborators/${creatorId}`),
  );

/** PUT /api/content/:id/collaboration/reply: the invitee accepts (1) or declines (2). */
export function useReplyToInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contentId, status }: { contentId: number; status: 1 | 2 }) =>
      api.put<OneOf<typeof CollaborationReplyResultSchema>>(`/api/content/${contentId}/collaboration/reply`, {
        status,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [STUDIO_ROOT] }),
        ...CONTENT_ROOTS.map((root) => queryClient.invalidateQueries({ queryKey: [root] })),
      ]),
  });
}
