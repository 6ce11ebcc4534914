import { and, eq, sql } from 'drizzle-orm';
import { notificationLink } from '@shared/notifications';
import type { Deps } from '../../deps';
import { notificationDeliveries, notifications, users } from '../../db/schema';
import { renderedOverrides } from '../../i18n/overrides';
import { messageRenderer } from '../../i18n/render';
import { defineJob } from '../../jobs/define-job';
import { sendPush } from '../push/send-push';
import { notificationText } from './notification-text';
import { NotificationTexts } from './notification-texts';

const BATCH = 50;
const MAX_ATTEMPTS = 5;
/** Delivery status codes (notification_deliveries.status). */
export const DeliveryStatus = { pending: 0, sent: 1, skipped: 2, sending: 3, failed: 255 } as const;

/**
 * Sends what `notify` left in the outbox. Each row is claimed (pending → sending) in its own short statement with
 * SKIP LOCKED, so two instances never send the same one, and no transaction stays open while SMTP or a push service
 * answers. A failed send returns to pending until MAX_ATTEMPTS. Answers how many rows were handled.
 */
export async function deliverPendingNotifications(deps: Deps): Promise<number> {
  let handled = 0;
  for (;;) {
    const claimed = (await deps.db.execute(sql`
      update notification_deliveries set status = ${DeliveryStatus.sending}, attempts = attempts + 1
      where id in (select id from notification_deliveries where status = ${DeliveryStatus.pending}
        order by id limit ${BATCH} for update skip locked)
      returning id`)) as unknown as { rows: { id: number }[] };
    if (claimed.rows.length === 0) return handled;
    for (const { id } of claimed.rows) {
      await deliverOne(deps, Number(id));
      handled += 1;
    }
    // A short batch was the last: failures put back to pending wait for the next run instead of retrying at once.
    if (claimed.rows.length < BATCH) return handled;
  }
}

async function deliverOne(deps: Deps, deliveryId: number): Promise<void> {
  const [row] = await deps.db
    .select({ delivery: notificationDeliveries, n: notifications, user: users })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(eq(notificationDeliveries.id, deliveryId));
  if (!row) return;
  const { delivery, n, user } = row;
  const finish = (status: number, error: string | null = null) =>
    deps.db
      .update(notificationDeliveries)
      .set({ status, error, sentAt: status === DeliveryStatus.sent ? new Date(deps.clock.now()) : null })
      .where(and(eq(notificationDeliveries.id, deliveryId), eq(notificationDeliveries.status, DeliveryStatus.sending)));
  if (user.deletedAt || user.status === 'blocked') return void (await finish(DeliveryStatus.skipped));
  const locale = user.preferredLocale;
  const render = messageRenderer(locale, await renderedOverrides(deps.db, locale));
  const { title, body } = notificationText(locale, n.kind, n.data, render);
  const url = `${deps.config.publicUrl}/${locale}${notificationLink(n)}`;
  try {
    if (delivery.channel === 'email') {
      const settings = `${deps.config.publicUrl}/${locale}/notifications/settings`;
      await deps.mailer.send({
        to: user.email,
        subject: title,
        text: [
          body,
          render({ ...NotificationTexts.openLink, values: { url } }),
          '',
          render({ ...NotificationTexts.settingsHint, values: { url: settings } }),
        ].join('\n'),
        template: `notification-${n.kind}`,
      });
      await finish(DeliveryStatus.sent);
    } else {
      const accepted = await sendPush(deps, user.id, {
        title,
        body,
        url: `/${locale}${notificationLink(n)}`,
        tag: `${n.kind}-${n.objectType}-${n.objectId}`,
      });
      await finish(accepted > 0 ? DeliveryStatus.sent : DeliveryStatus.skipped);
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await finish(
      delivery.attempts >= MAX_ATTEMPTS ? DeliveryStatus.failed : DeliveryStatus.pending,
      message.slice(0, 500),
    );
  }
}

/** Also the fallback sweep once a minute (a kick from the event bus usually runs it at once). */
export const deliverNotificationsJob = defineJob({
  name: 'deliver-notifications',
  cron: '* * * * *',
  retryLimit: 0,
  run: async (deps) => {
    await deliverPendingNotifications(deps);
  },
});

/** Queues one delivery run at once (at most one waiting), when any instance reports new outbox rows. */
export async function startDeliveries(deps: Deps): Promise<void> {
  await deps.jobs.send(deliverNotificationsJob, {}, { singletonKey: 'deliver-notifications' });
}
