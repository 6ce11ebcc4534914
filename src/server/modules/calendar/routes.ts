import * as v from 'valibot';
import { One } from '@shared/schemas/envelope';
import { CalendarEventSchema, CalendarFeedUrlSchema, CalendarQuerySchema } from '@shared/schemas/search';
import { notFound } from '../../http/errors';
import { createRouter, defineRoute, mediaBody, one } from '../../http/route';
import { libraryMembers, userIdOf } from '../fan';
import { buildCalendarFile } from './build-calendar-file';
import { getOrCreateFeedUrl, rotateFeedUrl } from './feed-token';
import { loadCalendarEvents } from './load-calendar-events';

const DAY_MS = 86_400_000;

/** Mounted at /api: the fan's calendar and its private feed URL. */
export const calendarRouter = createRouter('api');

defineRoute(
  calendarRouter,
  {
    method: 'get',
    path: '/feed/calendar',
    summary: "The fan's booked classes and followed creators' upcoming public classes, UTC days from..to (≤ 62)",
    access: 'user',
    permissions: libraryMembers,
    query: CalendarQuerySchema,
    responses: { 200: One(v.array(CalendarEventSchema)) },
  },
  async (c, { query, auth }) => {
    const { deps } = c.var;
    const events = await loadCalendarEvents(deps.db, {
      fanId: userIdOf(auth),
      from: new Date(`${query.from}T00:00:00Z`),
      to: new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS),
      now: new Date(deps.clock.now()),
    });
    return one(c, events);
  },
);

defineRoute(
  calendarRouter,
  {
    method: 'get',
    path: '/calendar/feed-url',
    summary: 'The private ICS feed: created on first use, its URL shown only then',
    access: 'user',
    permissions: libraryMembers,
    responses: { 200: One(CalendarFeedUrlSchema) },
  },
  async (c, { auth }) => {
    const { deps } = c.var;
    return one(c, await getOrCreateFeedUrl(deps.db, userIdOf(auth), deps.config.publicUrl, new Date(deps.clock.now())));
  },
);

defineRoute(
  calendarRouter,
  {
    method: 'post',
    path: '/calendar/feed-url/rotate',
    summary: 'A new private ICS feed URL; the old one stops working',
    access: 'user',
    permissions: libraryMembers,
    responses: { 200: One(CalendarFeedUrlSchema) },
  },
  async (c, { auth }) => {
    const { deps } = c.var;
    return one(c, await rotateFeedUrl(deps.db, userIdOf(auth), deps.config.publicUrl, new Date(deps.clock.now())));
  },
);

/**
 * Mounted at the root: calendar apps fetch `/calendar/<token>.ics` with no headers or tokens; the
 * token in the path is the credential. (The site's own calendar page lives under `/$lang/calendar`.)
 */
export const calendarFileRouter = createRouter('api');

defineRoute(
  calendarFileRouter,
  {
    method: 'get',
    path: '/calendar/:file{[A-Za-z0-9_-]+\\.ics}',
    summary: 'The private iCalendar feed (text/calendar) behind a feed URL',
    access: 'public',
    responses: { 200: mediaBody('text/calendar', 'The iCalendar feed') },
  },
  async (c, { params }) => {
    const token = params.file?.replace(/\.ics$/, '');
    if (!token) throw notFound();
    const body = await buildCalendarFile(c.var.deps, token);
    return c.body(body, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="stagepass.ics"',
      // Personal data behind a secret URL: shared caches must not keep it.
      'Cache-Control': 'private, no-cache',
    });
  },
);
