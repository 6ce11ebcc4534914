import type { CommerceSettings } from '@shared/schemas/commerce';
import type { Deps } from '../../deps';
import { recordAudit } from '../audit/record-audit';
import { readCommerceSettings, writeCommerceSettings } from '../ledger';

/** PUT /admin-api/commerce-settings: platform fee and holding period, with the audit row in the same transaction. */
export async function updateCommerceSettings(
  deps: Deps,
  actorId: number,
  next: CommerceSettings,
): Promise<CommerceSettings> {
  const now = new Date(deps.clock.now());
  return deps.db.transaction(async (tx) => {
    const before = await readCommerceSettings(tx);
    await writeCommerceSettings(tx, next, now);
    await recordAudit(tx, {
      actorId,
      action: 'commerce.settings',
      entity: 'commerce_settings',
      entityId: 'commerce',
      before,
      after: next,
    });
    return readCommerceSettings(tx);
  });
}
