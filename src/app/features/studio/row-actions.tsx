import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { whyNot } from '@shared/content-lifecycle';
import type { StudioListItem } from '@shared/schemas/content-editor';
import { Menu, type MenuItem } from '@app/ui/menu';
import { toast } from '@app/ui/toaster';
import { useArchive, usePublish, useRestore, useUnarchive } from './api';
import { DeleteDialog } from './delete-dialog';
import { sharedMessage } from '@app/platform/forms/shared-message';
import { pageRefusal } from '@app/platform/errors';

/**
 * One row's lifecycle actions in a menu. The same shared rule as the editor decides what is
 * possible; an action refused now stays listed, disabled, with the reason as its text.
 */
export function RowActions({ item, editHref }: { item: StudioListItem; editHref: string }) {
  const { t, i18n } = useLingui();
  const publish = usePublish(item.id);
  const archive = useArchive(item.id);
  const unarchive = useUnarchive(item.id);
  const restore = useRestore(item.id);
  const [deleting, setDeleting] = useState(false);
  const { title } = item;
  const state = {
    status: item.status,
    archivedAt: item.archived_at,
    deletedAt: item.deleted_at,
    autoPublishAt: item.auto_publish_at,
  };
  const reason = (action: Parameters<typeof whyNot>[0]) => {
    const why = whyNot(action, state);
    return why === null ? null : sharedMessage(why, i18n);
  };

  const run = (write: () => Promise<unknown>, done: string) => async () => {
    try {
      await write();
      toast.success(done);
    } catch (error) {
      const refusal = pageRefusal(error);
      if (refusal) toast.error(refusal);
    }
  };
  const action = (value: string, label: string, why: string | null, onSelect: () => void): MenuItem => ({
    value,
    label: why ? `${label} — ${why}` : label,
    disabled: why !== null,
    onSelect,
  });

  const items: MenuItem[] =
    item.deleted_at !== null
      ? [
          action(
            'restore',
            t`Restore`,
            reason('restore'),
            () => void run(() => restore.mutateAsync(), t`Restored from the trash.`)(),
          ),
        ]
      : [
          { value: 'edit', label: t`Edit`, href: editHref },
          action(
            'publish',
            t`Publish now`,
            reason('publish'),
            () => void run(() => publish.mutateAsync(), t`Publish requested.`)(),
          ),
          item.archived_at !== null
            ? action(
                'unarchive',
                t`Un-archive`,
                reason('unarchive'),
                () => void run(() => unarchive.mutateAsync(), t`Un-archived.`)(),
              )
            : action(
                'archive',
                t`Archive`,
                reason('archive'),
                () => void run(() => archive.mutateAsync(), t`Archived.`)(),
              ),
          action('delete', t`Delete…`, reason('delete'), () => setDeleting(true)),
        ];
  return (
    <>
      <Menu
        label={t`Actions for “${title}”`}
        trigger={<span aria-hidden="true">⋯</span>}
        items={items}
        triggerVariant="outline"
      />
      {deleting ? (
        <DeleteDialog contentId={item.id} title={item.title} open={deleting} onOpenChange={setDeleting} />
      ) : null}
    </>
  );
}
