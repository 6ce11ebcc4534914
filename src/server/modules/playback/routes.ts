import * as v from 'valibot';
import { One } from '@shared/schemas/envelope';
import {
  PlaybackPositionAnswerSchema,
  PlaybackPositionSchema,
  PlaybackPositionsQuerySchema,
} from '@shared/schemas/playback';
import { createRouter, defineRoute, one } from '../../http/route';
import { libraryMembers, userIdOf } from '../fan';
import { listPositions, savePosition } from './positions';

/** Mounted at /api: the signed-in user's own playback positions; nobody else's are ever read or written. */
export const playbackRouter = createRouter('api');

const member = { access: 'user', permissions: libraryMembers } as const;

defineRoute(
  playbackRouter,
  {
    method: 'get',
    path: '/playback/positions',
    summary: 'Where you left these videos (media_ids=1,2,3; at most 100)',
    ...member,
    query: PlaybackPositionsQuerySchema,
    responses: { 200: One(v.array(PlaybackPositionAnswerSchema)) },
  },
  async (c, { auth, query }) => one(c, await listPositions(c.var.deps.db, userIdOf(auth), query.media_ids)),
);

defineRoute(
  playbackRouter,
  {
    method: 'put',
    path: '/playback/positions',
    summary: 'Save where you are in a video (last write by the device clock wins)',
    ...member,
    body: PlaybackPositionSchema,
    responses: { 200: One(PlaybackPositionAnswerSchema) },
  },
  async (c, { auth, body }) =>
    one(c, await savePosition(c.var.deps.db, userIdOf(auth), body, new Date(c.var.deps.clock.now()))),
);
