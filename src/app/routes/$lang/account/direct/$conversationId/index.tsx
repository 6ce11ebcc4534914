import { createFileRoute } from '@tanstack/react-router';
import { ConversationPage } from '@app/features/chat';

export const Route = createFileRoute('/$lang/account/direct/$conversationId/')({
  component: function Page() {
    const { conversationId } = Route.useParams();
    return <ConversationPage id={conversationId} />;
  },
});
