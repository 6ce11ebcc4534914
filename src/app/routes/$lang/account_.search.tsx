import { createFileRoute, redirect } from '@tanstack/react-router';

/** Search's old address, outside the signed-in account layout so a visitor's link still arrives at search. */
export const Route = createFileRoute('/$lang/account_/search')({
  beforeLoad: ({ params, search }) => {
    throw redirect({ to: '/$lang/search', params, search, replace: true });
  },
});
