import { useLingui } from '@lingui/react/macro';
import type { UserStatus } from '@shared/codes';
import type { AdminUser } from '@shared/schemas/admin';

/** Readable names of the user codes the admin tables show. */
export function useUserLabels() {
  const { t } = useLingui();
  const roles: Record<number, string> = { 1: t`Producer`, 2: t`Organizer`, 3: t`Dancer` };
  return {
    kind: (u: Pick<AdminUser, 'kind' | 'creator_role'>) =>
      u.kind === 'creator'
        ? u.creator_role
          ? t`Creator (${roles[u.creator_role]})`
          : t`Creator`
        : u.kind === 'admin'
          ? t`Administrator`
          : t`Fan`,
    status: (s: UserStatus) => (s === 'pending' ? t`Waiting for approval` : s === 'blocked' ? t`Blocked` : t`Approved`),
  };
}
