import { defineMessages, englishTexts } from '../message-descriptor';
import * as v from 'valibot';
import { answer } from './envelope';
import { recordId } from './record-id';
import { notificationChannels, notificationKinds } from '../notifications';

export const NotificationDescriptors = defineMessages({
  idsInvalid: /*i18n*/ {
    id: 'notifications.ids-invalid',
    message: 'Choose the notifications to mark, or all of them.',
  },
  settingInvalid: /*i18n*/ {
    id: 'notifications.setting-invalid',
    message: 'Each setting needs a known kind, a channel and on or off.',
  },
  subscriptionInvalid: /*i18n*/ {
    id: 'notifications.subscription-invalid',
    message: 'This push subscription is not valid.',
  },
  endpointNotAllowed: /*i18n*/ {
    id: 'notifications.endpoint-not-allowed',
    message: 'This push service is not accepted.',
  },
});
export const NotificationMessages = englishTexts(NotificationDescriptors);
const M = NotificationMessages;

export const MarkNotificationsReadSchema = v.pipe(
  v.object({
    ids: v.optional(v.pipe(v.array(recordId()), v.maxLength(1000))),
    all: v.optional(v.boolean()),
  }),
  v.forward(
    v.check((b) => b.all === true || (b.ids?.length ?? 0) > 0, M.idsInvalid),
    ['ids'],
  ),
);

export const NotificationSettingsSchema = v.object({
  settings: v.pipe(
    v.array(
      v.object(
        {
          kind: v.picklist(notificationKinds, M.settingInvalid),
          channel: v.picklist(notificationChannels, M.settingInvalid),
          enabled: v.boolean(M.settingInvalid),
        },
        M.settingInvalid,
      ),
      M.settingInvalid,
    ),
    v.minLength(1, M.settingInvalid),
    v.maxLength(notificationKinds.length * notificationChannels.length, M.settingInvalid),
  ),
});

export const PushSubscriptionSchema = v.object(
  {
    endpoint: v.pipe(v.string(M.subscriptionInvalid), v.url(M.subscriptionInvalid), v.maxLength(2000)),
    keys: v.object({
      p256dh: v.pipe(v.string(M.subscriptionInvalid), v.minLength(1), v.maxLength(200)),
      auth: v.pipe(v.string(M.subscriptionInvalid), v.minLength(1), v.maxLength(100)),
    }),
  },
  M.subscriptionInvalid,
);
/**
 * The service worker's report that the browser replaced or dropped a subscription (`pushsubscriptionchange`).
 * It holds no user token, so the old subscription's `auth` secret, known only to that browser and to us, proves it.
 */
export const PushRenewSchema = v.object({
  old_endpoint: v.pipe(v.string(M.subscriptionInvalid), v.minLength(1), v.maxLength(2000)),
  old_auth: v.pipe(v.string(M.subscriptionInvalid), v.minLength(1), v.maxLength(100)),
  subscription: v.nullable(PushSubscriptionSchema),
});
export type PushRenewInput = v.InferOutput<typeof PushRenewSchema>;

export const PushUnsubscribeSchema = v.object({ endpoint: v.pipe(v.string(), v.minLength(1), v.maxLength(2000)) });

export const NotificationItemSchema = answer(
  v.object({
    id: v.number(),
    kind: v.picklist(notificationKinds),
    object_type: v.string(),
    object_id: v.number(),
    data: v.record(v.string(), v.unknown()),
    /** The PWA path without the language prefix. */
    link: v.string(),
    read_at: v.nullable(v.string()),
    created_at: v.string(),
  }),
);
export type NotificationItem = v.InferOutput<typeof NotificationItemSchema>;

export const NotificationSettingResourceSchema = answer(
  v.object({
    kind: v.picklist(notificationKinds),
    channel: v.picklist(notificationChannels),
    enabled: v.boolean(),
  }),
);
export type NotificationSetting = v.InferOutput<typeof NotificationSettingResourceSchema>;

/** What the service worker receives in a push message. */
export interface PushPayload {
  title: string;
  body: string;
  /** The full path to open, language prefix included. */
  url: string;
  tag: string;
}

/** GET /api/push/vapid-public-key: the key PushManager.subscribe takes. */
export const VapidPublicKeySchema = answer(v.object({ public_key: v.string() }));
