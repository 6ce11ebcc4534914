import type { JobList } from './jobs/job-queue';
import type { Deps } from './deps';
import { sendReceiptJob } from './modules/payments/send-receipt';
import { reconcilePaymentsJob } from './modules/payments/reconcile-payments';
import { renewTestSubscriptionsJob } from './modules/payments/renew-test-subscriptions';
import { resendPayoutsJob } from './modules/wallet/settle-payout';
import { sendRefundMailJob } from './modules/refunds/send-refund-mail';
import { deliverNotificationsJob } from './modules/notifications/deliver-notifications';
import { classRemindersJob } from './modules/notifications/class-reminders';
import { transcodeVideoJob } from './modules/media/transcode-video-job';
import { recoverStrandedVideosJob } from './modules/media/recover-stranded-videos';
import { makeImageRenditionsJob } from './modules/media/make-image-renditions-job';
import { publishDueContentJob } from './modules/studio/publish-due-content';
import { renderDemoVideosJob } from './demo/render-demo-videos-job';

/**
 * Every job the worker runs, one line per job like the routers in app.ts. The composition root: the queue
 * itself (src/server/jobs) knows no module; main.ts, migrate and the test harness hand it this list.
 */
export const backgroundJobs: JobList<Deps> = [
  sendReceiptJob,
  reconcilePaymentsJob,
  renewTestSubscriptionsJob,
  resendPayoutsJob,
  sendRefundMailJob,
  deliverNotificationsJob,
  classRemindersJob,
  transcodeVideoJob,
  recoverStrandedVideosJob,
  makeImageRenditionsJob,
  publishDueContentJob,
  renderDemoVideosJob,
];
