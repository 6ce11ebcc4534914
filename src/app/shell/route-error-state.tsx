import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { isApiError } from '@app/platform/api';
import { Button } from '@app/ui/button';
import { StatusPage } from '@app/ui/status-page';
import { usePageTitle } from '@app/platform/page/use-page-title';

/**
 * A page that failed to load: says whether the connection or the server is at fault, and offers a
 * retry that runs the route's loader again (and lets its suspense queries refetch).
 */
export function RouteErrorState({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  const { t } = useLingui();

  useEffect(() => {
    queryReset.reset();
  }, [queryReset]);

  const status = isApiError(error) ? error.status : undefined;
  const offline = status === 0 || !navigator.onLine;
  const [title, description] = offline
    ? [t`You are offline`, t`This page has not been saved on this device yet. Check your connection, then try again.`]
    : status === 403
      ? [t`You do not have access to this page`, t`Your account cannot open this page.`]
      : status === 404
        ? [t`We could not find that page`, t`It may have been removed, or the address may be mistyped.`]
        : [t`This page could not be loaded`, t`Something went wrong on our side. Please try again in a moment.`];
  usePageTitle(title);
  return (
    <StatusPage
      title={title}
      description={description}
      actions={
        <Button
          type="button"
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          <Trans>Try again</Trans>
        </Button>
      }
    />
  );
}
