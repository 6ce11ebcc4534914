import { createFileRoute } from '@tanstack/react-router';
import { AddUsersPage } from '@app/features/chat';

export const Route = createFileRoute('/$lang/account/direct/$conversationId/add_users')({
  component: function Page() {
    const { conversationId } = Route.useParams();
    return <AddUsersPage id={conversationId} />;
  },
});
