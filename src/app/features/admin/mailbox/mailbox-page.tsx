import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import type { MailboxEntry } from '@shared/schemas/mailbox';
import { formatDate } from '@app/platform/format';
import { UiLink } from '@app/ui/link-context';
import { TextField } from '@app/ui/text-field';
import { mailboxQueryOptions } from '../api';
import { mailboxListParams, type mailboxFilters } from '../list-params';
import { muted } from '../parts/admin-page';
import type { Column } from '../parts/data-table';
import { AdminListPage } from '../parts/admin-list-page';
import { useListSearch } from '../parts/list-search';
import { MailReader } from './mail-reader';

type Filter = (typeof mailboxFilters)[number];

const link = css({ color: 'accent.fg', textDecoration: 'underline', fontWeight: 'medium' });

/**
 * `/admin/mailbox`: the mail an install without SMTP keeps instead of sending, newest first. The admin opens
 * one to read it, e.g. to pass a password-reset link to someone who cannot receive mail.
 */
export function MailboxPage() {
  const { t } = useLingui();
  const [search, setSearch] = useListSearch<Filter>();
  const list = useQuery(mailboxQueryOptions(mailboxListParams(search)));
  const openId = search.mail && /^\d+$/.test(search.mail) ? Number(search.mail) : null;
  const hrefOf = (id: number) => {
    const params = new URLSearchParams();
    if (search.to) params.set('to', search.to);
    if (search.page) params.set('page', String(search.page));
    params.set('mail', String(id));
    return `/admin/mailbox?${params.toString()}`;
  };
  const columns: Column<MailboxEntry>[] = [
    { key: 'created_at', header: t`When`, render: (m) => formatDate(m.created_at, 'dateTime') },
    { key: 'to', header: t`Recipient`, render: (m) => m.to },
    {
      key: 'subject',
      header: t`Subject`,
      render: (m) => (
        <UiLink href={hrefOf(m.id)} className={link} aria-current={m.id === openId ? 'true' : undefined}>
          {m.subject}
        </UiLink>
      ),
    },
    { key: 'template', header: t`Kind`, render: (m) => <span className={muted}>{m.template}</span> },
  ];
  return (
    <AdminListPage
      title={t`Mailbox`}
      intro={
        <>
          <p className={css({ maxWidth: '48rem' })}>
            <Trans>
              This installation sends no e-mail (no SMTP server is set up), so every mail it writes is kept here. Open
              one to read it, for example to give a password-reset link to someone who cannot sign in. Set SMTP_URL to
              deliver mail instead.
            </Trans>
          </p>
          {openId !== null ? <MailReader id={openId} onClose={() => setSearch({ mail: undefined })} /> : null}
        </>
      }
      list={list}
      search={search}
      onSearchChange={setSearch}
      filters={
        <TextField
          label={t`Recipient contains`}
          name="to"
          value={search.to ?? ''}
          onChange={(to) => setSearch({ to })}
        />
      }
      caption={t`Kept mail`}
      columns={columns}
      rowKey={(m) => m.id}
      rowLabel={(m) => m.subject}
      emptyTitle={t`No mail yet`}
    />
  );
}
