import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatorOnboardingInput, OnboardingResultSchema } from '@shared/schemas/content-editor';
import { api } from '@app/platform/api';
import { profileKey } from '@app/platform/session';
import type { OneOf } from '@app/platform/api';

/** POST /api/creator/onboarding: a fan becomes a creator (or a creator completes sign-up). */
export function useCreatorOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatorOnboardingInput) =>
      api.post<OneOf<typeof OnboardingResultSchema>>('/api/creator/onboarding', input).then((r) => r.data),
    // The permissions change with the kind: the guards must see the new profile before navigating.
    onSuccess: () => queryClient.refetchQueries({ queryKey: profileKey('site') }),
  });
}
