import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import type {
  SocialProvider,
  LinkedProviderSchema,
  ConfiguredProvidersSchema,
  SocialStartAnswerSchema,
} from '@shared/schemas/social';
import { api, ApiError } from '@app/platform/api';
import { tokens, type Profile } from '@app/platform/session';
import { authEnvelopeSchema, userTokensFromOAuth } from '@app/platform/session/tokens';
import type { ListOf, OneOf } from '@app/platform/api';

export type SocialIntent = 'sign-in' | 'creator-sign-up' | 'link';

/** Only the providers the server has credentials for get a button. */
export function useSocialProviders() {
  return useQuery({
    queryKey: ['social-providers'],
    queryFn: async () =>
      (await api.get<OneOf<typeof ConfiguredProvidersSchema>>('/auth/social/providers', { scope: 'site' })).data,
    staleTime: 5 * 60 * 1000,
    meta: { localErrors: true },
  });
}

/** Asks the server to open a sign-in, then leaves for the provider's page. */
export async function goToProvider(provider: SocialProvider, intent: SocialIntent, role?: number): Promise<void> {
  const { data } = await api.post<OneOf<typeof SocialStartAnswerSchema>>(
    `/auth/social/${provider}/start`,
    { intent, ...(role && { role }) },
    { scope: 'site' },
  );
  window.location.assign(data.url);
}

function startSession(body: unknown): Profile | null {
  const parsed = v.safeParse(authEnvelopeSchema, body);
  if (!parsed.success) throw new ApiError(200, 'Malformed auth response', body);
  tokens.setUser('site', userTokensFromOAuth(parsed.output.oauth, Date.now()));
  return (parsed.output.data as Profile | null | undefined) ?? null;
}

/** The callback page trades its one-time `api_access_token` for our tokens. */
export async function redeemSocialSignIn(provider: SocialProvider, token: string): Promise<Profile | null> {
  const query = new URLSearchParams({ api_access_token: token });
  return startSession(await api.get(`/auth/social/${provider}/callback`, { scope: 'site', query }));
}

/** The owner of a matching account proves it with the password; the provider is linked and they are signed in. */
export async function confirmLink(linkToken: string, password: string): Promise<Profile | null> {
  return startSession(
    await api.post('/auth/social/link/confirm', { link_token: linkToken, password }, { scope: 'site' }),
  );
}

/** The other proof: a link mailed to the account's address. */
export async function mailLinkProof(linkToken: string): Promise<void> {
  await api.post('/auth/social/link/mail', { link_token: linkToken }, { scope: 'site' });
}

/** The mailed link was opened: the provider is linked and the owner signed in. */
export async function confirmLinkByMail(proof: string): Promise<Profile | null> {
  return startSession(await api.post('/auth/social/link/confirm-mail', { link_token: proof }, { scope: 'site' }));
}

/** The provider gave no address: mail a link to the one typed. */
export async function mailEmailProof(emailToken: string, email: string): Promise<void> {
  await api.post('/auth/social/email', { email_token: emailToken, email }, { scope: 'site' });
}

/** The mailed link was opened: the sign-in finishes with that address. */
export async function confirmEmailProof(proof: string): Promise<Profile | null> {
  return startSession(await api.post('/auth/social/email/confirm', { email_proof: proof }, { scope: 'site' }));
}

const linkedKey = ['social-sign-in', 'linked'];

export function useLinkedProviders() {
  return useQuery({
    queryKey: linkedKey,
    queryFn: async () => (await api.get<ListOf<typeof LinkedProviderSchema>>('/api/profile/social-sign-in')).data,
  });
}

export function useUnlinkProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (provider: SocialProvider) => api.delete(`/api/profile/social-sign-in/${provider}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linkedKey }),
    meta: { localErrors: true },
  });
}
