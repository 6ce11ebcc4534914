import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMutationState, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import { formatDate } from '@app/platform/format';
import { Button } from '@app/ui/button';
import { offlineFailures, useOfflineFailures, type OfflineFailure } from './offline-failures';
import { isOfflineMutation, type OfflineChange, type OfflineKind } from './offline-changes';
import { describeOfflineChange, runOfflineChange } from './offline-mutations';
import { useOnline } from './use-online';

const bar = css({
  display: 'grid',
  gap: '2',
  px: { base: '4', sm: '6', md: '8' },
  py: '2',
  textStyle: 'body.sm',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
});

/** When the data on screen was last fetched: the newest answer in the cache. */
function useLastSync(): number | undefined {
  const client = useQueryClient();
  const times = client
    .getQueryCache()
    .getAll()
    .map((q) => q.state.dataUpdatedAt)
    .filter((at) => at > 0);
  return times.length > 0 ? Math.max(...times) : undefined;
}

function FailedChange({ failure }: { failure: OfflineFailure }) {
  const { i18n, t } = useLingui();
  const client = useQueryClient();
  const what = describeOfflineChange(i18n, failure.kind, failure.change) ?? t`a change`;
  const message = failure.message;
  return (
    <li className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
      <span className={css({ flex: '1', minWidth: '12rem' })}>
        {failure.outcome === 'dropped' ? (
          <Trans>Not applied: {what}. It no longer exists or is no longer yours.</Trans>
        ) : failure.outcome === 'orphaned' ? (
          <Trans>Not saved: {what}. Its playlist has not been created; try again once it has.</Trans>
        ) : (
          <Trans>
            Not saved: {what}. {message}
          </Trans>
        )}
      </span>
      {failure.outcome !== 'dropped' ? (
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => {
            void offlineFailures.remove(failure);
            void runOfflineChange(client, failure.kind, failure.change).catch(() => undefined);
          }}
        >
          <Trans>Try again</Trans>
        </Button>
      ) : null}
      <Button type="button" size="sm" variant="ghost" onClick={() => void offlineFailures.remove(failure)}>
        <Trans>Dismiss</Trans>
      </Button>
    </li>
  );
}

/**
 * Under the header: "offline, showing what was saved at …", the changes waiting for the connection,
 * and any change whose replay did not go through. Also resumes changes restored from a previous start.
 */
export function OfflineStatus() {
  const { t, i18n } = useLingui();
  const client = useQueryClient();
  const online = useOnline();
  const lastSync = useLastSync();
  const failures = useOfflineFailures();
  // Every paused change counts, including other features' ones that are not (yet) persisted across restarts.
  const pending = useMutationState({
    filters: { predicate: (m) => m.state.status === 'pending' && m.state.isPaused },
    select: (m) => ({
      kind: isOfflineMutation(m) ? (m.options.mutationKey?.[1] as OfflineKind) : undefined,
      change: m.state.variables as OfflineChange,
    }),
  });

  useEffect(() => {
    if (online) void client.resumePausedMutations();
  }, [client, online]);

  if (online && pending.length === 0 && failures.length === 0) return null;
  const count = pending.length;
  const when = lastSync ? formatDate(lastSync, 'dateTime', i18n.locale as Locale) : null;
  return (
    <div className={bar} data-testid="offline-status">
      {!online ? (
        <p role="status" className={css({ fontWeight: '600' })}>
          {when ? <Trans>You are offline. Showing what was saved on {when}.</Trans> : <Trans>You are offline.</Trans>}
        </p>
      ) : null}
      {count > 0 ? (
        <details>
          <summary className={css({ cursor: 'pointer' })}>
            <Plural
              value={count}
              one="# change waiting for the connection"
              other="# changes waiting for the connection"
            />
          </summary>
          <ul className={css({ listStyle: 'disc', pl: '5' })} aria-label={t`Waiting to be sent`}>
            {pending.map((p, i) => (
              <li key={i}>{(p.kind && describeOfflineChange(i18n, p.kind, p.change)) ?? t`a change`}</li>
            ))}
          </ul>
        </details>
      ) : null}
      {failures.length > 0 ? (
        <section aria-label={t`Changes that were not saved`} role="alert">
          <ul className={css({ display: 'grid', gap: '2' })}>
            {failures.map((f) => (
              <FailedChange key={`${f.kind}-${f.at}`} failure={f} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
