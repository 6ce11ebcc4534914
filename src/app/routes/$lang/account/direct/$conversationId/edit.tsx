import { createFileRoute } from '@tanstack/react-router';
import { EditConversationPage } from '@app/features/chat';

export const Route = createFileRoute('/$lang/account/direct/$conversationId/edit')({
  component: function Page() {
    const { conversationId } = Route.useParams();
    return <EditConversationPage id={conversationId} />;
  },
});
