import { i18n } from '@lingui/core';
import { createErrorHandler } from '@app/platform/errors';
import { logError } from '@app/platform/log';
import { toast } from '@app/ui/toaster';
import { noPermissionDialog } from './no-permission-store';

/** The query and mutation caches' one onError (ARCHITECTURE §4): toasts, the 403 dialog, logging. */
export const handleAppError = createErrorHandler({
  toast,
  openNoPermission: noPermissionDialog.open,
  log: (error) => void logError(error),
  t: (descriptor) => i18n._(descriptor),
});
