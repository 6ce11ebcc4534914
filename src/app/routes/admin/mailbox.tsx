import { createFileRoute } from '@tanstack/react-router';
import { mailboxQueryOptions } from '@app/features/admin/api';
import { mailboxFilters, mailboxListParams } from '@app/features/admin/list-params';
import { MailboxPage } from '@app/features/admin/mailbox/mailbox-page';
import { listSearchSchema } from '@app/features/admin/parts/list-search';

export const Route = createFileRoute('/admin/mailbox')({
  validateSearch: listSearchSchema(mailboxFilters),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(mailboxQueryOptions(mailboxListParams(deps))),
  component: MailboxPage,
});
