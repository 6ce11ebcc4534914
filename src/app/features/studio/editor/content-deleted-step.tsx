import { Trans, useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import { useEditorContent } from './editor-context';
import { StepHeading } from './step-heading';

/** An item in the trash: when and why it was deleted; the lifecycle panel beside it restores it. */
export function ContentDeletedStep() {
  const { i18n } = useLingui();
  const content = useEditorContent();
  const when = content.deleted_at
    ? new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long', timeStyle: 'short' }).format(
        new Date(content.deleted_at),
      )
    : null;
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <StepHeading step="content-deleted">
        <Trans>This item is in the trash. Fans cannot find or open it. Restore it to edit it again.</Trans>
      </StepHeading>
      <dl className={css({ display: 'grid', gap: '3' })}>
        {when ? (
          <div>
            <dt className={css({ textStyle: 'label' })}>
              <Trans>Deleted on</Trans>
            </dt>
            <dd>{when}</dd>
          </div>
        ) : null}
        <div>
          <dt className={css({ textStyle: 'label' })}>
            <Trans>Reason</Trans>
          </dt>
          <dd className={css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })}>
            {content.deletion_reason || <Trans>No reason was given.</Trans>}
          </dd>
        </div>
      </dl>
    </div>
  );
}
