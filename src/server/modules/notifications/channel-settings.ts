import { and, inArray } from 'drizzle-orm';
import {
  defaultChannelEnabled,
  notificationChannels,
  type NotificationChannel,
  type NotificationKind,
} from '@shared/notifications';
import type { Db, Tx } from '../../db/client';
import { notificationSettings } from '../../db/schema';

export interface Recipient {
  userId: number;
  kind: NotificationKind;
}

const keyOf = (r: Recipient) => `${r.userId}:${r.kind}`;

/**
 * Which channels are on for each (user, kind): saved choices over the defaults, in one statement however many
 * recipients and kinds. Ask the answer with `channelsOf(answer, recipient)`.
 */
export async function enabledChannels(
  db: Db | Tx,
  recipients: readonly Recipient[],
): Promise<Map<string, Set<NotificationChannel>>> {
  const result = new Map<string, Set<NotificationChannel>>();
  for (const r of recipients) result.set(keyOf(r), channelsWithSaved(r.kind, []));
  if (recipients.length === 0) return result;
  const saved = await db
    .select()
    .from(notificationSettings)
    .where(
      and(
        inArray(notificationSettings.userId, [...new Set(recipients.map((r) => r.userId))]),
        inArray(notificationSettings.kind, [...new Set(recipients.map((r) => r.kind))]),
      ),
    );
  for (const row of saved) {
    const set = result.get(keyOf({ userId: row.userId, kind: row.kind as NotificationKind }));
    if (!set) continue;
    if (row.enabled) set.add(row.channel);
    else set.delete(row.channel);
  }
  return result;
}

/** A saved choice of one channel for one kind (a missing one means the default). */
export interface SavedChoice {
  channel: NotificationChannel;
  enabled: boolean;
}

/** The channels on for a kind: the defaults, with the recipient's saved choices over them. */
export function channelsWithSaved(kind: NotificationKind, saved: readonly SavedChoice[]): Set<NotificationChannel> {
  const on = new Set(notificationChannels.filter((channel) => defaultChannelEnabled(kind, channel)));
  for (const choice of saved) {
    if (choice.enabled) on.add(choice.channel);
    else on.delete(choice.channel);
  }
  return on;
}

export function channelsOf(
  answer: Map<string, Set<NotificationChannel>>,
  recipient: Recipient,
): Set<NotificationChannel> {
  return answer.get(keyOf(recipient)) ?? new Set();
}
