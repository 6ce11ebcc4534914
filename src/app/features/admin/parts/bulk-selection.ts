import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { BulkResult } from '@shared/schemas/admin';
import { toast } from '@app/ui/toaster';
import { toastRefusal } from '@app/platform/errors';

/** The page's own words for a bulk action's outcome. */
export interface BulkWords {
  done: (done: number) => string;
  refused: (done: number, refused: number) => string;
  failed: string;
}

/**
 * The rows a list has selected and the bulk request on them: `run` sends the selected ids with the action, then
 * toasts how many were done (naming each refused row with the server's reason) and clears the selection.
 */
export function useBulkSelection<V extends { ids: number[] }>(
  bulk: UseMutationResult<BulkResult[], Error, V>,
  words: BulkWords,
) {
  const [selected, setSelected] = useState<Set<number | string>>(new Set());
  const run = (input: Omit<V, 'ids'>) =>
    bulk.mutate({ ...input, ids: [...selected].map(Number) } as V, {
      onSuccess: (results) => {
        const failed = results.filter((r) => !r.ok);
        const done = results.length - failed.length;
        if (failed.length === 0) toast.success(words.done(done));
        else toast.error(words.refused(done, failed.length), failed.map((f) => `#${f.id}: ${f.message}`).join(' '));
        setSelected(new Set());
      },
      onError: (error) => toastRefusal(error, words.failed),
    });
  return { selected, setSelected, run };
}
