import { onlineManager, useMutationState, type MutationKey } from '@tanstack/react-query';

interface OfflineCapableMutation<V> {
  mutate(variables: V): void;
  mutateAsync(variables: V): Promise<unknown>;
}

/**
 * Sends a change now, or queues it when there is no connection. Online it resolves `sent` once the
 * server took it (and rejects like any request); offline it resolves `queued` at once, so the page
 * can say so and move on instead of waiting for a connection that may take hours to return.
 */
export async function sendOrQueue<V>(mutation: OfflineCapableMutation<V>, variables: V): Promise<'sent' | 'queued'> {
  if (!onlineManager.isOnline()) {
    mutation.mutate(variables);
    return 'queued';
  }
  await mutation.mutateAsync(variables);
  return 'sent';
}

/** Whether a change under `mutationKey` matching `matches` waits for the connection (also one restored from the last start). */
export function useIsWaiting<V>(mutationKey: MutationKey, matches: (variables: V) => boolean): boolean {
  const waiting = useMutationState({
    filters: {
      mutationKey,
      predicate: (m) => m.state.isPaused && m.state.status === 'pending' && matches(m.state.variables as V),
    },
    select: () => true,
  });
  return waiting.length > 0;
}
