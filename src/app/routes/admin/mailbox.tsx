import { createFileRoute } from '@tanstack/react-router';
import { mailboxQueryOptions } from '@app/features/admin';
import { mailboxFilters, mailboxListParams } from '@app/features/admin';
import { MailboxPage } from '@app/features/admin';
import { listSearchSchema } from '@app/features/admin';

export const Route = createFileRoute('/admin/mailbox')({
  validateSearch: listSearchSchema(mailboxFilters),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(mailboxQueryOptions(mailboxListParams(deps))),
  component: MailboxPage,
});
