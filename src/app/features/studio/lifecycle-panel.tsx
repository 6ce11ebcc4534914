import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { ContentStatus } from '@shared/codes';
import type { ContentAction } from '@shared/content-lifecycle';
import { EditorMessages, type StudioContent } from '@shared/schemas/content-editor';
import { Button } from '@app/ui/button';
import { FormError } from '@app/ui/form-error';
import { toast } from '@app/ui/toaster';
import { useArchive, useCancelAutoPublish, usePublish, useRestore, useUnarchive } from './api';
import { DeleteDialog } from './delete-dialog';
import { sharedMessage } from '@app/platform/forms/shared-message';
import { ScheduleDialog } from './schedule-dialog';
import { pageRefusal } from '@app/platform/errors';
import { StatusBadge } from './status-badge';

const requirementText = {
  cover: EditorMessages.missingCover,
  video: EditorMessages.missingVideo,
  meetings: EditorMessages.missingMeetings,
  service: EditorMessages.missingService,
  video_failed: EditorMessages.videoFailed,
} as const;

interface ActionProps {
  action: ContentAction;
  content: StudioContent;
  children: ReactNode;
  onClick: () => void;
  loading?: boolean;
  variant?: 'solid' | 'outline' | 'danger';
}

/** A lifecycle button; when the rule refuses it now, it is disabled and says why right under it. */
function ActionButton({ action, content, children, onClick, loading, variant = 'outline' }: ActionProps) {
  const { i18n } = useLingui();
  const why = content.actions[action];
  const reason = why === null ? null : sharedMessage(why, i18n);
  const reasonId = `why-not-${action}-${content.id}`;
  return (
    <div className={css({ display: 'grid', gap: '1', alignContent: 'start', maxWidth: '20rem' })}>
      <Button
        type="button"
        variant={variant}
        disabled={reason !== null}
        loading={loading}
        onClick={onClick}
        aria-describedby={reason ? reasonId : undefined}
      >
        {children}
      </Button>
      {reason ? (
        <span id={reasonId} className={css({ textStyle: 'caption', color: 'fg.muted' })}>
          {reason}
        </span>
      ) : null}
    </div>
  );
}

/**
 * The item's status and what can be done with it now: publish (with what is still missing),
 * schedule, archive, delete with a reason, restore. The shared `whyNot` rule (sent by the API as
 * `actions`) decides, so the buttons and the server never disagree.
 */
export function LifecyclePanel({ content }: { content: StudioContent }) {
  const { t, i18n } = useLingui();
  const publish = usePublish(content.id);
  const cancelSchedule = useCancelAutoPublish(content.id);
  const archive = useArchive(content.id);
  const unarchive = useUnarchive(content.id);
  const restore = useRestore(content.id);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [scheduling, setScheduling] = useState(false);
  const deleted = content.deleted_at !== null;
  const blockReason = content.block_reason;
  const archived = content.archived_at !== null;
  const dateTime = (iso: string) =>
    new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));

  const scheduledAt = content.auto_publish_at ? dateTime(content.auto_publish_at) : null;
  const run = async (write: () => Promise<unknown>, done: string | ((result: unknown) => string)) => {
    setRefusal(null);
    try {
      const result = await write();
      toast.success(typeof done === 'string' ? done : done(result));
    } catch (error) {
      setRefusal(pageRefusal(error));
    }
  };

  return (
    <section aria-labelledby={`lifecycle-${content.id}`} className={css({ display: 'grid', gap: '3' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
        <h2 id={`lifecycle-${content.id}`} className={css({ textStyle: 'heading.sm' })}>
          <Trans>Status</Trans>
        </h2>
        <StatusBadge status={content.status} archived={archived} deleted={deleted} />
      </div>
      {content.status === ContentStatus.blocked ? (
        <p className={css({ textStyle: 'body.sm' })}>
          {content.block_reason ? (
            <Trans>A moderator blocked this item. The reason: {blockReason}</Trans>
          ) : (
            <Trans>A moderator blocked this item.</Trans>
          )}
        </p>
      ) : null}
      {scheduledAt && !deleted ? (
        <p className={css({ textStyle: 'body.sm' })}>
          <Trans>Scheduled to go live on {scheduledAt}.</Trans>
        </p>
      ) : null}
      {content.needs_review && content.actions.publish === null ? (
        <p className={css({ textStyle: 'body.sm', color: 'fg.muted' })}>
          <Trans>Your account is awaiting approval: an administrator reviews this item before it goes live.</Trans>
        </p>
      ) : null}
      {!deleted && content.missing.length > 0 && content.actions.publish === null ? (
        <div className={css({ textStyle: 'body.sm' })}>
          <p className={css({ fontWeight: '600' })}>
            <Trans>Before you can publish:</Trans>
          </p>
          <ul className={css({ listStyle: 'disc', pl: '5' })}>
            {content.missing.map((requirement) => (
              <li key={requirement}>{sharedMessage(requirementText[requirement], i18n)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <FormError>{refusal}</FormError>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
        {deleted ? (
          <ActionButton
            action="restore"
            content={content}
            variant="solid"
            loading={restore.isPending}
            onClick={() => void run(() => restore.mutateAsync(), t`Restored from the trash.`)}
          >
            <Trans>Restore</Trans>
          </ActionButton>
        ) : (
          <>
            {/* A published item has nothing to publish: no buttons that could only ever be disabled. */}
            {content.status === ContentStatus.published ? null : (
              <>
                <ActionButton
                  action="publish"
                  content={content}
                  variant="solid"
                  loading={publish.isPending}
                  onClick={() =>
                    void run(
                      () => publish.mutateAsync(),
                      (result) => {
                        const status = (result as { data: StudioContent }).data.status;
                        if (status === ContentStatus.onReview) return t`Sent for review: it goes live once approved.`;
                        if (status === ContentStatus.processing) return t`It goes live once the video is processed.`;
                        return t`Published.`;
                      },
                    )
                  }
                >
                  <Trans>Publish now</Trans>
                </ActionButton>
                {content.auto_publish_at ? (
                  <ActionButton
                    action="cancelAutoPublish"
                    content={content}
                    loading={cancelSchedule.isPending}
                    onClick={() => void run(() => cancelSchedule.mutateAsync(), t`Schedule cancelled.`)}
                  >
                    <Trans>Cancel schedule</Trans>
                  </ActionButton>
                ) : (
                  <ActionButton action="autoPublish" content={content} onClick={() => setScheduling(true)}>
                    <Trans>Schedule…</Trans>
                  </ActionButton>
                )}
              </>
            )}
            {archived ? (
              <ActionButton
                action="unarchive"
                content={content}
                loading={unarchive.isPending}
                onClick={() => void run(() => unarchive.mutateAsync(), t`Un-archived.`)}
              >
                <Trans>Un-archive</Trans>
              </ActionButton>
            ) : (
              <ActionButton
                action="archive"
                content={content}
                loading={archive.isPending}
                onClick={() => void run(() => archive.mutateAsync(), t`Archived.`)}
              >
                <Trans>Archive</Trans>
              </ActionButton>
            )}
            <ActionButton action="delete" content={content} variant="danger" onClick={() => setDeleting(true)}>
              <Trans>Delete…</Trans>
            </ActionButton>
          </>
        )}
      </div>
      {scheduling ? (
        <ScheduleDialog
          contentId={content.id}
          current={content.auto_publish_at}
          open={scheduling}
          onOpenChange={setScheduling}
        />
      ) : null}
      {deleting ? (
        <DeleteDialog contentId={content.id} title={content.title} open={deleting} onOpenChange={setDeleting} />
      ) : null}
    </section>
  );
}
