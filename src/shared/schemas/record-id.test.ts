import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CreateConversationSchema, MarkChatReadSchema, SendMessageSchema } from './chat';
import { SubmitFeedbackSchema } from './feedback';
import { MarkNotificationsReadSchema } from './notifications';
import { UpdateProfileSchema } from './profile';

/** Ids past PostgreSQL's integer reached the database and failed the query there (the fuzzer's 500s). */
describe('ids past PostgreSQL integer range', () => {
  const cases: [string, v.GenericSchema, (id: number) => unknown][] = [
    ['a chat member', CreateConversationSchema, (id) => ({ user_ids: [id] })],
    ['a chat attachment', SendMessageSchema, (id) => ({ client_message_id: 'm1', attachment_id: id })],
    ['the last read chat message', MarkChatReadSchema, (id) => ({ conversation_id: 1, message_id: id })],
    ['a feedback video', SubmitFeedbackSchema, (id) => ({ asset_id: id })],
    ['a notification', MarkNotificationsReadSchema, (id) => ({ ids: [id] })],
    ['a genre', UpdateProfileSchema, (id) => ({ name: 'Ann', login: 'ann', bio: '', genres: [id] })],
  ];

  it.each(cases)('refuses %s id 2147483648 and takes 2147483647', (_, schema, input) => {
    expect(v.safeParse(schema, input(2_147_483_648)).success).toBe(false);
    expect(v.safeParse(schema, input(2_147_483_647)).issues ?? []).toEqual([]);
  });
});
