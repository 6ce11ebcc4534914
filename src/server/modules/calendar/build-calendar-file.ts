import type { Deps } from '../../deps';
import { notFound } from '../../http/errors';
import { findFeedOwner } from './feed-token';
import { loadCalendarEvents } from './load-calendar-events';
import { renderIcs } from './render-ics';

const DAY_MS = 86_400_000;
/** A subscribed calendar shows the last month and the coming year; older meetings drop out of it. */
const PAST_DAYS = 30;
const FUTURE_DAYS = 366;

/** GET /calendar/<token>.ics: the fan's calendar for calendar apps; an unknown token is a 404. */
export async function buildCalendarFile(deps: Deps, token: string): Promise<string> {
  const owner = await findFeedOwner(deps.db, token);
  if (!owner) throw notFound();
  const now = new Date(deps.clock.now());
  const events = await loadCalendarEvents(deps.db, {
    fanId: owner.id,
    from: new Date(now.getTime() - PAST_DAYS * DAY_MS),
    to: new Date(now.getTime() + FUTURE_DAYS * DAY_MS),
    now,
  });
  return renderIcs(events, { publicUrl: deps.config.publicUrl, locale: owner.locale, now });
}
