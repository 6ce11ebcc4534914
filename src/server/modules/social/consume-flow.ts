import { and, eq, gt, isNull } from 'drizzle-orm';
import type { SocialProvider } from '@shared/schemas/social';
import type { Deps } from '../../deps';
import { socialFlows } from '../../db/schema';
import { hashToken } from '../../http/auth';

export type Flow = typeof socialFlows.$inferSelect;

/**
 * Finds and spends the flow a callback belongs to: its state, its provider, the browser that
 * started it (cookie), unexpired and unused. One conditional UPDATE, so a replayed callback finds nothing.
 */
export async function consumeFlow(
  deps: Deps,
  provider: SocialProvider,
  state: string,
  browserSecret: string,
): Promise<Flow | null> {
  const now = new Date(deps.clock.now());
  const [flow] = await deps.db
    .update(socialFlows)
    .set({ usedAt: now })
    .where(
      and(
        eq(socialFlows.stateHash, hashToken(state)),
        eq(socialFlows.browserHash, hashToken(browserSecret)),
        eq(socialFlows.provider, provider),
        isNull(socialFlows.usedAt),
        gt(socialFlows.expiresAt, now),
      ),
    )
    .returning();
  return flow ?? null;
}
