import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { sessionRedirectPath, signOut } from '@app/platform/session';
import { Button } from '@app/ui/button';
import { Modal } from '@app/ui/modal';
import { noPermissionDialog, useNoPermissionDialogOpen } from './no-permission-store';

/**
 * Spec §6: a 403 opens this dialog; confirming remembers where the person was, signs them out and
 * takes them to sign in with an account that may open it. Cancelling leaves them where they are.
 */
export function NoPermissionDialog() {
  const open = useNoPermissionDialogOpen();
  const router = useRouter();
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    const { pathname, href } = router.state.location;
    const scope = pathname === '/admin' || pathname.startsWith('/admin/') ? 'admin' : 'site';
    sessionRedirectPath.set(href);
    await signOut(scope);
    noPermissionDialog.close();
    setBusy(false);
    await router.navigate({ href: scope === 'admin' ? '/admin/sign-in' : `/${i18n.locale}/sign-in/form` });
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? noPermissionDialog.open() : noPermissionDialog.close())}
      role="alertdialog"
      title={t`You do not have permission`}
      description={t`Your account may not open this page or do this action. Sign in with another account to continue.`}
      footer={
        <>
          <Button type="button" variant="ghost" onClick={() => noPermissionDialog.close()}>
            <Trans>Stay here</Trans>
          </Button>
          <Button type="button" loading={busy} onClick={() => void confirm()}>
            <Trans>Sign in with another account</Trans>
          </Button>
        </>
      }
    />
  );
}
