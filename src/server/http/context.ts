import type { Hono } from 'hono';
import type { Currency } from '@shared/money';
import type { Locale } from '@shared/locales';
import type { Permission, Scope } from '@shared/permissions';
import type { Deps } from '../deps';
import type { users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;

/** Who is calling: resolved from the bearer token by the auth middleware. */
export interface AuthContext {
  tokenId: number;
  scope: Scope;
  clientId: string | null;
  /** Null for a client-credentials token. */
  user: UserRow | null;
  permissions: Permission[];
}

export interface Env {
  Variables: {
    deps: Deps;
    /** This request's id (X-Request-Id), on its log lines. */
    requestId: string;
    auth: AuthContext | null;
    locale: Locale;
    currency: Currency;
  };
}

export type Router = Hono<Env>;
