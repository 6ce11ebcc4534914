import type { Scope } from '@shared/permissions';
import { hashToken } from '../../http/auth';
import { oauthClients } from '../../db/schema';
import type { Deps } from '../../deps';

/**
 * Makes the PWA's own OAuth client match the configuration at every start, so rotating
 * WEB_CLIENT_SECRET takes effect on restart. Only the secret's hash is stored.
 */
export async function ensureWebClient(deps: Deps): Promise<void> {
  const values = {
    id: deps.config.WEB_CLIENT_ID,
    name: 'Stagepass web app',
    secretHash: hashToken(deps.config.WEB_CLIENT_SECRET),
    scopes: ['api', 'backend'] satisfies Scope[],
  };
  await deps.db
    .insert(oauthClients)
    .values(values)
    .onConflictDoUpdate({
      target: oauthClients.id,
      set: { name: values.name, secretHash: values.secretHash, scopes: values.scopes },
    });
}
