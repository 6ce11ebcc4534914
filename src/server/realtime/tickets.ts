import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { WsTicket } from '@shared/schemas/chat';
import type { Deps } from '../deps';
import { accessTokens, realtimeTickets, users } from '../db/schema';
import { hashToken } from '../http/auth';

const TICKET_SECONDS = 30;

/** Trades a checked access token (the route's own auth) for a one-use ticket that opens `/ws`. */
export async function issueTicket(deps: Deps, userId: number, accessTokenId: number): Promise<WsTicket> {
  const ticket = randomBytes(32).toString('base64url');
  const now = deps.clock.now();
  await deps.db.delete(realtimeTickets).where(lt(realtimeTickets.expiresAt, new Date(now - 3600_000)));
  await deps.db.insert(realtimeTickets).values({
    ticketHash: hashToken(ticket),
    userId,
    accessTokenId,
    expiresAt: new Date(now + TICKET_SECONDS * 1000),
  });
  return { ticket, expires_in: TICKET_SECONDS };
}

/**
 * Uses a ticket once: unknown, used or expired answers null, and so does a ticket whose access token was revoked
 * meanwhile or whose user was blocked or deleted (the same rules as an HTTP request).
 */
export async function redeemTicket(deps: Deps, ticket: string): Promise<{ userId: number; tokenId: number } | null> {
  const now = new Date(deps.clock.now());
  const [used] = await deps.db
    .update(realtimeTickets)
    .set({ usedAt: now })
    .where(
      and(
        eq(realtimeTickets.ticketHash, hashToken(ticket)),
        isNull(realtimeTickets.usedAt),
        gt(realtimeTickets.expiresAt, now),
      ),
    )
    .returning();
  if (!used) return null;
  const live = await liveTokenIds(deps, [used.accessTokenId]);
  return live.has(used.accessTokenId) ? { userId: used.userId, tokenId: used.accessTokenId } : null;
}

/** Which of these access tokens still stand: not revoked, and their user neither blocked nor deleted. */
export async function liveTokenIds(deps: Deps, tokenIds: number[]): Promise<Set<number>> {
  if (tokenIds.length === 0) return new Set();
  const rows = await deps.db
    .select({ id: accessTokens.id })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(
      and(
        sql`${accessTokens.id} in (${sql.join(
          tokenIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
        isNull(accessTokens.revokedAt),
        isNull(users.deletedAt),
        sql`${users.status} <> 'blocked'`,
      ),
    );
  return new Set(rows.map((r) => r.id));
}
