import { redirect } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { hasPermission, Permission } from '@shared/permissions';
import { isApiError } from '@app/platform/api';
import { profileQueryOptions, tokens, type Profile } from '@app/platform/session';

const isLocalAdminPath = (path: string) => path.startsWith('/admin') && !path.startsWith('/admin/sign-in');

export const adminSignInSearchSchema = v.object({
  redirect: v.fallback(v.optional(v.pipe(v.string(), v.check(isLocalAdminPath))), undefined),
});

/** The admin profile when a back-office session with super-admin access exists, else null. */
async function loadAdmin(queryClient: QueryClient): Promise<Profile | null> {
  if (!tokens.getUser('admin')) return null;
  try {
    const profile = await queryClient.ensureQueryData(profileQueryOptions('admin'));
    return profile && hasPermission(profile.permissions, [Permission.superAdmin]) ? profile : null;
  } catch (error) {
    // A refused session is simply not an admin session; other failures (offline) show the error page.
    if (isApiError(error) && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}

/** `/admin`'s guard (ARCHITECTURE §4): anyone without super-admin access goes to `/admin/sign-in`. */
export async function requireAdmin(queryClient: QueryClient, href: string): Promise<void> {
  if (!(await loadAdmin(queryClient))) {
    throw redirect({ to: '/admin/sign-in', search: { redirect: href }, replace: true });
  }
}

/** An admin who opens the sign-in page again goes straight in. */
export async function redirectIfAdmin(queryClient: QueryClient, next: string | undefined): Promise<void> {
  if (await loadAdmin(queryClient).catch(() => null)) {
    throw next ? redirect({ href: next, replace: true }) : redirect({ to: '/admin', replace: true });
  }
}
