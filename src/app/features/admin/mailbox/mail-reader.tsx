import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { css } from 'styled-system/css';
import { formatDate } from '@app/platform/format';
import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { Skeleton } from '@app/ui/skeleton';
import { mailQueryOptions } from '../api';
import { muted } from '../parts/admin-page';
import { MailText } from './mail-text';

/** One kept mail: who, when, the subject and its text with clickable links. Focus moves to it when opened. */
export function MailReader({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useLingui();
  const mail = useQuery(mailQueryOptions(id));
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [id, mail.isSuccess]);
  const recipient = mail.data?.to;
  const sentAt = mail.data ? formatDate(mail.data.created_at, 'dateTime') : '';

  return (
    <Card as="section">
      <div className={css({ display: 'grid', gap: '3' })}>
        {mail.data ? (
          <>
            <h2 ref={heading} tabIndex={-1} className={css({ textStyle: 'heading.md' })}>
              {mail.data.subject}
            </h2>
            <p className={muted}>
              <Trans>
                To {recipient}, {sentAt}
              </Trans>
            </p>
            <MailText text={mail.data.text} />
          </>
        ) : mail.isError ? (
          <p role="alert">
            <Trans>This mail cannot be shown.</Trans>
          </p>
        ) : (
          <div aria-busy="true" aria-label={t`Loading the mail`}>
            <Skeleton shape="text" width="50%" />
            <Skeleton height="6rem" />
          </div>
        )}
        <div>
          <Button type="button" variant="ghost" onClick={onClose}>
            <Trans>Close the mail</Trans>
          </Button>
        </div>
      </div>
    </Card>
  );
}
