import { createFileRoute } from '@tanstack/react-router';
import { CreateConversationPage } from '@app/features/chat';

export const Route = createFileRoute('/$lang/account/direct/create')({
  component: CreateConversationPage,
});
