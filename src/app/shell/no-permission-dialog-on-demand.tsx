import { lazy, Suspense, useState } from 'react';
import { useNoPermissionDialogOpen } from './no-permission-store';

/** Ark's dialog (focus trap, scroll lock) is not needed for a first paint: its code loads the first time a 403 opens it. */
const NoPermissionDialog = lazy(() =>
  import('./no-permission-dialog').then((m) => ({ default: m.NoPermissionDialog })),
);

export function NoPermissionDialogOnDemand() {
  const open = useNoPermissionDialogOpen();
  // Once loaded it stays mounted, so closing animates as before.
  const [needed, setNeeded] = useState(false);
  if (open && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <NoPermissionDialog />
    </Suspense>
  ) : null;
}
