import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import PaperclipIcon from 'lucide-react/icons/paperclip';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import { formatDate } from '@app/platform/format';
import { buttonStyles } from '@app/ui/button';
import { EmptyState } from '@app/ui/empty-state';
import { UiLink } from '@app/ui/link-context';
import { LoadingRegion, Skeleton } from '@app/ui/skeleton';
import { LoadError } from '@app/platform/content-lists/load-error';
import { usePageTitle } from '@app/platform/page/use-page-title';
import { attachmentsQueryOptions } from './api';
import { AttachmentImage } from './attachment-image';

/** `/account/direct/{id}/attachments`: every image shared in the conversation, newest first. */
export function AttachmentsPage({ id }: { id: number }) {
  const { t, i18n } = useLingui();
  usePageTitle(t`Attachments`);
  const { data, isPending, isError, refetch, isRefetching } = useQuery(attachmentsQueryOptions(id));
  return (
    <div className={css({ display: 'grid', gap: '5' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}>
        <h1 className={css({ textStyle: 'heading.lg', flex: '1' })}>
          <Trans>Attachments</Trans>
        </h1>
        <UiLink
          href={`/${i18n.locale}/account/direct/${id}`}
          className={buttonStyles({ variant: 'ghost', size: 'sm' })}
        >
          <Trans>Back to the conversation</Trans>
        </UiLink>
      </div>
      {isError && !data ? (
        <LoadError
          headingLevel="h2"
          title={t`The attachments could not be loaded`}
          onRetry={() => void refetch()}
          retrying={isRefetching}
        />
      ) : (
        <LoadingRegion loading={isPending} label={t`Loading…`}>
          {isPending ? (
            <Skeleton height="12rem" />
          ) : data.length === 0 ? (
            <EmptyState
              icon={<PaperclipIcon size={20} />}
              title={t`No attachments yet`}
              description={t`Images shared in this conversation appear here.`}
            />
          ) : (
            <ul
              className={css({
                display: 'grid',
                gap: '4',
                gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 12rem), 1fr))',
              })}
            >
              {data.map((m) => {
                const author = m.author.name;
                return m.attachment ? (
                  <li key={m.id} className={css({ display: 'grid', gap: '1' })}>
                    <AttachmentImage attachment={m.attachment} alt={t`Image from ${author}`} />
                    <span className={css({ textStyle: 'caption', color: 'fg.muted' })}>
                      {m.author.name} · {formatDate(m.created_at, 'date', i18n.locale as Locale)}
                    </span>
                  </li>
                ) : null;
              })}
            </ul>
          )}
        </LoadingRegion>
      )}
    </div>
  );
}
