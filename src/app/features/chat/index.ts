/** Conversations between fans and creators: lists, messages, attachments, members. Other features and routes import it only through this file. */
export { AddUsersPage } from './add-users-page';
export { conversationsQueryOptions, useCreateConversation } from './api';
export { AttachmentsPage } from './attachments-page';
export { ChatLayout } from './chat-layout';
export { ConversationListPage } from './conversation-list-page';
export { ConversationPage } from './conversation-page';
export { CreateConversationPage } from './create-conversation-page';
export { EditConversationPage } from './edit-conversation-page';
