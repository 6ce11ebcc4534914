import { createFileRoute } from '@tanstack/react-router';
import { conversationsQueryOptions } from '@app/features/chat';
import { ConversationListPage } from '@app/features/chat';
import { pageSearchSchema } from '@app/platform/content-lists/page-search';

export const Route = createFileRoute('/$lang/account/direct/')({
  validateSearch: pageSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(conversationsQueryOptions(deps.page)),
  component: ConversationListPage,
});
