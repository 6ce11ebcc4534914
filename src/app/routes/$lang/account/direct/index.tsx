import { createFileRoute } from '@tanstack/react-router';
import { conversationsQueryOptions } from '@app/features/chat/api';
import { ConversationListPage } from '@app/features/chat/conversation-list-page';
import { pageSearchSchema } from '@app/features/library/page-search';

export const Route = createFileRoute('/$lang/account/direct/')({
  validateSearch: pageSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(conversationsQueryOptions(deps.page)),
  component: ConversationListPage,
});
