import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { hasPermission, Permission } from '@shared/permissions';
import { signOut, type Profile } from '@app/platform/session';
import { toast } from '@app/ui/toaster';
import { AuthCard } from '@app/features/auth';
import { SignInForm } from '@app/features/auth';
import { usePageTitle } from '@app/platform/page/use-page-title';
import { AdminFrame } from './admin-frame';

/** `/admin/sign-in`: a back-office (backend scope) sign-in; only super admins get past it. */
export function AdminSignInPage() {
  const { t } = useLingui();
  const { redirect } = useSearch({ from: '/admin_/sign-in' });
  const navigate = useNavigate();
  usePageTitle(t`Administration sign-in`);

  async function onSignedIn(profile: Profile | null) {
    if (!profile || !hasPermission(profile.permissions, [Permission.superAdmin])) {
      await signOut('admin');
      toast.error(t`This account cannot open the administration.`);
      return;
    }
    await navigate({ href: redirect ?? '/admin', replace: true });
  }

  return (
    <AdminFrame>
      <AuthCard
        title={<Trans>Sign in to the administration</Trans>}
        description={<Trans>For Stagepass staff. Fans and creators sign in on the site.</Trans>}
      >
        <SignInForm scope="admin" onSignedIn={onSignedIn} />
      </AuthCard>
    </AdminFrame>
  );
}
