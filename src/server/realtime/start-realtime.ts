import { WebSocketServer } from 'ws';
import type { Deps } from '../deps';
import { RealtimeHub } from './hub';
import type { RealtimeHandlers } from './realtime-handlers';

/**
 * Starts this instance's side of the real-time channel: the hub that holds its sockets and listens to the event
 * bus, and the `ws` server that `serve({ websocket })` hands upgrades to. When any instance writes to the
 * notification outbox, the handlers start delivery at once rather than waiting for its cron sweep.
 */
export async function startRealtime(
  deps: Deps,
  handlers: RealtimeHandlers,
  onError: (error: unknown) => void = () => undefined,
): Promise<{ hub: RealtimeHub; websocket: { server: WebSocketServer } }> {
  const hub = await RealtimeHub.start(deps, handlers, onError);
  hub.onDeliveries = () => {
    handlers.deliveriesWaiting(deps).catch(onError);
  };
  return { hub, websocket: { server: new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 }) } };
}
