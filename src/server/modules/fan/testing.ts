import type { UserKind } from '@shared/codes';
import { createUser, tokenFor } from '@tests/support/fixtures';
import type { TestApp } from '@tests/support/harness';

/** Helpers shared by the fan, library, playlists and sharing API tests (never imported by production code). */
export async function person(t: TestApp, kind: UserKind = 'fan') {
  const user = await createUser(t.deps, { kind });
  return { user, id: user.id, token: await tokenFor(t.deps, user.id, 'api') };
}

/** A JSON request with the user's token; `json` makes it a write. */
export function call(t: TestApp, method: string, path: string, token?: string, json?: unknown) {
  return t.request(path, { method, token, json });
}
