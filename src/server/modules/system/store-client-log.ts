import type { SendLog } from '@shared/schemas/log';
import { clientLogs } from '../../db/schema';
import type { Deps } from '../../deps';
import { scrubSecrets } from './scrub-secrets';

/** Keeps a report from the PWA for the admin; secrets the client may have captured never reach the table. */
export async function storeClientLog(deps: Deps, log: SendLog, userId: number | null): Promise<void> {
  const clean = scrubSecrets(log);
  await deps.db.insert(clientLogs).values({
    userId,
    level: clean.level,
    message: clean.message,
    context: { context: clean.context ?? {}, trace: clean.trace ?? {}, tags: clean.tags ?? [] },
  });
}
