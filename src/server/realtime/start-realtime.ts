import { WebSocketServer } from 'ws';
import type { Deps } from '../deps';
import { deliverNotificationsJob } from '../modules/notifications/deliver-notifications';
import { RealtimeHub } from './hub';

/**
 * Starts this instance's side of the real-time channel: the hub that holds its sockets and listens to the event
 * bus, and the `ws` server that `serve({ websocket })` hands upgrades to. When any instance writes to the
 * notification outbox, the delivery job is queued at once (one at a time) rather than waiting for its cron sweep.
 */
export async function startRealtime(
  deps: Deps,
  onError: (error: unknown) => void = () => undefined,
): Promise<{ hub: RealtimeHub; websocket: { server: WebSocketServer } }> {
  const hub = await RealtimeHub.start(deps, onError);
  hub.onDeliveries = () => {
    deps.jobs.send(deliverNotificationsJob, {}, { singletonKey: 'deliver-notifications' }).catch(onError);
  };
  return { hub, websocket: { server: new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 }) } };
}
