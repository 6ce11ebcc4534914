import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useViewerCurrency } from '@app/platform/content-lists/use-viewer-currency';
import { creatorPageQueryOptions } from './api';

/** The creator page of the current `$login`; the layout's loader has usually filled the cache. */
export function useCreatorPage() {
  const { login } = useParams({ from: '/$lang/creator/$login/_page' });
  return { login, query: useQuery(creatorPageQueryOptions(login, useViewerCurrency())) };
}
