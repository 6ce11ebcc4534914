import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ForgotPasswordInput, ResetPasswordInput } from '@shared/schemas/auth';
import { api } from '@app/platform/api';
import { profileKey } from '@app/platform/session';

/**
 * Verifying is a POST, but as a query it runs once per token even when React renders twice, and a
 * reload shows the same answer. Not a persisted root, so it never reaches IndexedDB.
 */
export function useVerifyEmail(token: string | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['verify-email', token],
    queryFn: async () => {
      await api.post('/auth/verification/email', { token }, { scope: 'site' });
      await queryClient.invalidateQueries({ queryKey: profileKey('site') });
      return true;
    },
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    meta: { localErrors: true },
  });
}

export function useResendVerification() {
  return useMutation({ mutationFn: () => api.post('/auth/verification/resend', {}, { scope: 'site' }) });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) => api.post('/auth/password/forgot', input, { scope: 'site' }),
    meta: { localErrors: true },
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) => api.post('/auth/password/reset', input, { scope: 'site' }),
    meta: { localErrors: true },
  });
}
