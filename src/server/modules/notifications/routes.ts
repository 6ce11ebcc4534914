import { UnreadCountsSchema } from '@shared/notifications';
import { One, Page } from '@shared/schemas/envelope';
import * as v from 'valibot';
import {
  MarkNotificationsReadSchema,
  NotificationDescriptors,
  NotificationSettingsSchema,
  PushRenewSchema,
  PushSubscriptionSchema,
  PushUnsubscribeSchema,
  NotificationItemSchema,
  NotificationSettingResourceSchema,
  VapidPublicKeySchema,
} from '@shared/schemas/notifications';
import { invalidField, notFound } from '../../http/errors';
import { createRouter, defineRoute, noContent, one, page } from '../../http/route';
import { libraryMembers, userIdOf } from '../fan';
import { pushEndpointAllowed } from '../push/push-endpoint';
import { deletePushSubscription, renewPushSubscription, savePushSubscription } from '../push/subscriptions';
import { vapidKeys } from '../push/vapid-keys';
import { listNotifications, markNotificationsRead } from './list-notifications';
import { readNotificationSettings, saveNotificationSettings } from './notification-settings';
import { unreadCounts } from './unread-counts';

/** Mounted at /api: a fan's or creator's own notifications, settings and push subscriptions. */
export const notificationsRouter = createRouter('api');

const member = { access: 'user', permissions: libraryMembers } as const;

const intParam = (fallback: number, max: number) =>
  v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number), v.minValue(1), v.maxValue(max)),
    String(fallback),
  );
const PageQuery = v.object({ page: intParam(1, 100_000), limit: intParam(20, 100) });

defineRoute(
  notificationsRouter,
  {
    method: 'get',
    path: '/notifications',
    summary: 'Your notifications, newest first',
    ...member,
    query: PageQuery,
    responses: { 200: Page(NotificationItemSchema) },
  },
  async (c, { auth, query }) => {
    const { data, meta } = await listNotifications(c.var.deps.db, userIdOf(auth), query);
    return page(c, data, meta);
  },
);

defineRoute(
  notificationsRouter,
  {
    method: 'post',
    path: '/notifications/mark-as-read',
    summary: 'Mark notifications read (`ids`, or `all: true`); answers the new unread totals',
    ...member,
    body: MarkNotificationsReadSchema,
    responses: { 200: One(UnreadCountsSchema) },
  },
  async (c, { auth, body }) =>
    one(c, await markNotificationsRead(c.var.deps.db, userIdOf(auth), body, new Date(c.var.deps.clock.now()))),
);

defineRoute(
  notificationsRouter,
  {
    method: 'get',
    path: '/profile/get-unread-notifications-count',
    summary: 'Unread notifications and chat messages (the fallback to the live counts)',
    ...member,
    responses: { 200: One(UnreadCountsSchema) },
  },
  async (c, { auth }) => one(c, await unreadCounts(c.var.deps.db, userIdOf(auth))),
);

defineRoute(
  notificationsRouter,
  {
    method: 'get',
    path: '/profile/notifications-settings',
    summary: 'Every notification kind × channel, on or off',
    ...member,
    responses: { 200: One(v.array(NotificationSettingResourceSchema)) },
  },
  async (c, { auth }) => one(c, await readNotificationSettings(c.var.deps.db, userIdOf(auth))),
);

defineRoute(
  notificationsRouter,
  {
    method: 'put',
    path: '/profile/notifications-settings',
    summary: 'Turn notification kinds on or off per channel',
    ...member,
    body: NotificationSettingsSchema,
    responses: { 200: One(v.array(NotificationSettingResourceSchema)) },
  },
  async (c, { auth, body }) =>
    one(
      c,
      await saveNotificationSettings(c.var.deps.db, userIdOf(auth), body.settings, new Date(c.var.deps.clock.now())),
    ),
);

defineRoute(
  notificationsRouter,
  {
    method: 'get',
    path: '/push/vapid-public-key',
    summary: "The server's VAPID key for PushManager.subscribe",
    access: 'public',
    responses: { 200: One(VapidPublicKeySchema) },
  },
  async (c) => one(c, { public_key: (await vapidKeys(c.var.deps.config)).publicKey }),
);

defineRoute(
  notificationsRouter,
  {
    method: 'post',
    path: '/push/subscriptions',
    summary: "Save this browser's push subscription",
    ...member,
    body: PushSubscriptionSchema,
    responses: { 201: One(v.object({ subscribed: v.boolean() })) },
  },
  async (c, { auth, body }) => {
    if (!pushEndpointAllowed(body.endpoint, c.var.deps.config.publicUrl)) {
      throw invalidField('endpoint', NotificationDescriptors.endpointNotAllowed);
    }
    await savePushSubscription(c.var.deps.db, userIdOf(auth), body, c.req.header('user-agent'));
    return one(c, { subscribed: true }, 201);
  },
);

defineRoute(
  notificationsRouter,
  {
    method: 'delete',
    path: '/push/subscriptions',
    summary: "Remove this browser's push subscription",
    ...member,
    body: PushUnsubscribeSchema,
    responses: { 204: null },
  },
  async (c, { auth, body }) => {
    await deletePushSubscription(c.var.deps.db, userIdOf(auth), body.endpoint);
    return noContent(c);
  },
);

defineRoute(
  notificationsRouter,
  {
    method: 'post',
    path: '/push/subscriptions/renew',
    summary: "The service worker's report of a replaced or dropped subscription, proved by the old one's secret",
    access: 'public',
    body: PushRenewSchema,
    responses: { 200: One(v.object({ subscribed: v.boolean() })) },
    refusals: [404],
  },
  async (c, { body }) => {
    if (body.subscription && !pushEndpointAllowed(body.subscription.endpoint, c.var.deps.config.publicUrl)) {
      throw invalidField('subscription.endpoint', NotificationDescriptors.endpointNotAllowed);
    }
    if (!(await renewPushSubscription(c.var.deps.db, body, c.req.header('user-agent')))) throw notFound();
    return one(c, { subscribed: body.subscription !== null });
  },
);
