import { upgradeWebSocket } from '@hono/node-server';
import { createRouter, defineRoute, one } from '../http/route';
import { libraryMembers } from '@shared/permissions';
import { One } from '@shared/schemas/envelope';
import { WsTicketSchema } from '@shared/schemas/chat';
import { hubFor } from './hub';
import { issueTicket } from './tickets';

const member = { access: 'user', permissions: libraryMembers } as const;

/** Mounted at /api: tickets that open the socket. */
export const realtimeRouter = createRouter('api');

defineRoute(
  realtimeRouter,
  {
    method: 'post',
    path: '/ws-ticket',
    summary: 'A one-use, 30-second ticket to open /ws',
    ...member,
    responses: { 201: One(WsTicketSchema) },
  },
  async (c, { auth }) => {
    if (!auth?.user) throw new Error('a user route ran without a user');
    return one(c, await issueTicket(c.var.deps, auth.user.id, auth.tokenId), 201);
  },
);

defineRoute(
  realtimeRouter,
  {
    method: 'get',
    path: '/sendbird/token',
    summary: "The spec's chat token: the same ticket as /ws-ticket",
    ...member,
    responses: { 200: One(WsTicketSchema) },
  },
  async (c, { auth }) => {
    if (!auth?.user) throw new Error('a user route ran without a user');
    return one(c, await issueTicket(c.var.deps, auth.user.id, auth.tokenId));
  },
);

/** Mounted at the root: the socket itself. The first message must be `{ type: 'auth', ticket }`. */
export const realtimeSocketRouter = createRouter('api');

realtimeSocketRouter.hono.get(
  '/ws',
  upgradeWebSocket((c) => {
    const hub = hubFor(c.var.deps);
    if (hub) return hub.events();
    return { onOpen: (_event, ws) => ws.close(1013, 'realtime is not running') };
  }),
);
