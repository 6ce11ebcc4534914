import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type {
  ChangePasswordInput,
  Profile as FullProfile,
  SocialLinksInput,
  UpdateProfileInput,
} from '@shared/schemas/profile';
import { api } from '@app/platform/api';
import { profileKey, profileQueryOptions } from '@app/platform/session';
import type { ProfileSchema } from '@shared/schemas/profile';
import type { OneOf } from '@app/platform/api';

export type { FullProfile };

/**
 * The signed-in profile with every field the account pages edit (GET /api/profile answers with the
 * shared schema's Profile). The account layout's guard has loaded it; null only in the moment
 * between a sign-out elsewhere and the guard sending this page away.
 */
export function useAccountProfile(): FullProfile | null {
  const { data } = useSuspenseQuery(profileQueryOptions('site'));
  return data as FullProfile | null;
}

/** Every write answers with the updated profile; putting it in the cache updates header and pages at once. */
function useProfileWrite<I>(write: (input: I) => Promise<{ data?: unknown } | undefined>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (response) => {
      if (response?.data) queryClient.setQueryData(profileKey('site'), response.data);
      else await queryClient.invalidateQueries({ queryKey: profileKey('site') });
    },
  });
}

export const useUpdateProfile = () =>
  useProfileWrite((input: UpdateProfileInput) => api.put<OneOf<typeof ProfileSchema>>('/api/profile', input));

export const useSaveSocialLinks = () =>
  useProfileWrite((input: SocialLinksInput) =>
    api.put<OneOf<typeof ProfileSchema>>('/api/profile/social-links', input),
  );

export function useChangePassword() {
  return useMutation({ mutationFn: (input: ChangePasswordInput) => api.put('/api/profile/password', input) });
}

export function useDeleteProfile() {
  return useMutation({
    mutationFn: (password: string) => api.delete('/api/profile', { body: { password } }),
  });
}

/** The fields PUT /api/profile always needs, taken from the profile, so a page can change just its part. */
export function profileBasics(profile: FullProfile): UpdateProfileInput {
  return { name: profile.name, login: profile.login, bio: profile.bio ?? '' };
}
