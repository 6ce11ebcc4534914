import { notFound } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { Locale } from '@shared/locales';
import { isApiError } from '@app/platform/api';
import {
  contentPageQueryOptions,
  requestCurrency,
  requestViewer,
  type ContentSource,
} from '@app/platform/catalogue/content-api';

/** `$contentId` as a positive whole number; anything else is a page that cannot exist. */
export function parseContentId({ contentId }: { contentId: string }): { contentId: number } {
  const id = Number(contentId);
  if (!/^\d{1,10}$/.test(contentId) || !Number.isSafeInteger(id) || id < 1) throw notFound();
  return { contentId: id };
}

/** The loader of both content routes: an unknown id is the route's not-found state, not an error. */
export async function loadContentPage(
  queryClient: QueryClient,
  source: ContentSource,
  params: { lang: Locale; contentId: number },
): Promise<void> {
  try {
    await queryClient.ensureQueryData(
      contentPageQueryOptions(source, params.contentId, params.lang, requestCurrency(), requestViewer()),
    );
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw notFound();
    throw error;
  }
}
