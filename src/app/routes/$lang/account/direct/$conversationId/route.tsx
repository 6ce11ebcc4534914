import { createFileRoute, notFound, Outlet } from '@tanstack/react-router';

/** The conversation's id in the path: a whole number, else the 404 page. */
export const Route = createFileRoute('/$lang/account/direct/$conversationId')({
  params: {
    parse: ({ conversationId }) => {
      const id = Number(conversationId);
      if (!/^\d{1,10}$/.test(conversationId) || id < 1) throw notFound();
      return { conversationId: id };
    },
    stringify: ({ conversationId }) => ({ conversationId: String(conversationId) }),
  },
  component: Outlet,
});
