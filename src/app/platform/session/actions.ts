import * as v from 'valibot';
import { api, ApiError } from '@app/platform/api';
import type { RegisterInput } from '@shared/schemas/auth';
import type { Profile } from './profile';
import { serverScope, type SessionScope } from './scope';
import { endSession } from './sign-out';
import { authEnvelopeSchema, tokens, userTokensFromOAuth } from './tokens';

export interface Credentials {
  email: string;
  password: string;
}

/** POST /auth/register: the shared schema's input is the one declaration of it. */
export type RegisterPayload = RegisterInput;

/** Stores the tokens of an auth answer and hands back its profile (spec §4: tokens first, then the profile). */
function startSession(scope: SessionScope, body: unknown): Profile | null {
  const parsed = v.safeParse(authEnvelopeSchema, body);
  if (!parsed.success) throw new ApiError(200, 'Malformed auth response', body);
  tokens.setUser(scope, userTokensFromOAuth(parsed.output.oauth, Date.now()));
  return (parsed.output.data as Profile | null | undefined) ?? null;
}

export async function signIn(scope: SessionScope, credentials: Credentials): Promise<Profile | null> {
  const body = await api.post('/auth/login', { ...credentials, scopes: [serverScope[scope]] }, { scope });
  return startSession(scope, body);
}

/** Registration is a site action; the new fan or creator is signed in at once. */
export async function register(payload: RegisterPayload): Promise<Profile | null> {
  const body = await api.post('/auth/register', payload, { scope: 'site' });
  return startSession('site', body);
}

/**
 * Revokes the session on the server, then always cleans up locally: a failed logout call
 * (offline, already revoked) must not leave the person signed in (spec §4).
 */
export async function signOut(scope: SessionScope): Promise<void> {
  try {
    await api.get('/auth/logout', { scope });
  } catch {
    // Ignored on purpose; the local session ends either way.
  }
  await endSession(scope, 'user');
}

/** Renews the user token now; the API client calls the same refresh on a 401. */
export const refresh = (scope: SessionScope): Promise<void> => api.refresh(scope);
