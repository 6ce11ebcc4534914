import type { Context } from 'hono';
import { DEFAULT_LOCALE, type Locale } from '@shared/locales';
import type { Db } from '../../db/client';
import type { AuthContext, Env } from '../../http/context';

/** Who is looking: a signed-in user, or nobody (no token, or a client token). */
export type Viewer = { id: number } | null;

export function viewerOf(auth: AuthContext | null): Viewer {
  return auth?.user ? { id: auth.user.id } : null;
}

/** What every read needs besides the rows: the database, the viewer, "now" and the language. */
export interface ReadContext {
  db: Db;
  viewer: Viewer;
  now: Date;
  locale: Locale;
}

/** The read context of a request: its viewer, the injected clock, and `applocale` (English when unset). */
export function readContextOf(c: Context<Env>, auth: AuthContext | null): ReadContext {
  const { deps } = c.var;
  return {
    db: deps.db,
    viewer: viewerOf(auth),
    now: new Date(deps.clock.now()),
    locale: c.var.locale ?? DEFAULT_LOCALE,
  };
}
