import { createFileRoute } from '@tanstack/react-router';
import { AttachmentsPage } from '@app/features/chat';

export const Route = createFileRoute('/$lang/account/direct/$conversationId/attachments')({
  component: function Page() {
    const { conversationId } = Route.useParams();
    return <AttachmentsPage id={conversationId} />;
  },
});
