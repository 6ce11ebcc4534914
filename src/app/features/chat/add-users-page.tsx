import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { Button, buttonStyles } from '@app/ui/button';
import { EmptyState } from '@app/ui/empty-state';
import { UiLink } from '@app/ui/link-context';
import { Skeleton } from '@app/ui/skeleton';
import { LoadError } from '@app/platform/content-lists/load-error';
import { usePageTitle } from '@app/platform/page/use-page-title';
import { messagesFor, refusalOf } from '@app/platform/errors';
import { conversationQueryOptions, useUpdateConversation } from './api';
import { PeoplePicker } from './people-picker';

/** `/account/direct/{id}/add_users`: add people to a group. */
export function AddUsersPage({ id }: { id: number }) {
  const { t, i18n } = useLingui();
  usePageTitle(t`Add people`);
  const navigate = useNavigate();
  const { data: c, isError, refetch, isRefetching } = useQuery(conversationQueryOptions(id));
  const update = useUpdateConversation(id);
  const [selected, setSelected] = useState<number[]>([]);
  const [touched, setTouched] = useState(false);

  if (isError && !c) {
    return (
      <LoadError
        headingLevel="h2"
        title={t`The conversation could not be loaded`}
        onRetry={() => void refetch()}
        retrying={isRefetching}
      />
    );
  }
  if (!c) return <Skeleton height="16rem" />;
  const back = `/${i18n.locale}/account/direct/${id}`;
  if (c.kind === 'direct') {
    return (
      <EmptyState
        headingLevel="h2"
        title={t`People cannot be added to a direct conversation`}
        description={t`Start a group instead.`}
        action={
          <UiLink href={`/${i18n.locale}/account/direct/create`} className={buttonStyles()}>
            <Trans>New conversation</Trans>
          </UiLink>
        }
      />
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (selected.length === 0) return;
    update.mutate({ add_user_ids: selected }, { onSuccess: () => void navigate({ to: back }) });
  };
  const errors =
    touched && selected.length === 0
      ? [t`Choose at least one person.`]
      : update.error
        ? messagesFor(refusalOf(update.error), 'add_user_ids')
        : [];

  return (
    <form onSubmit={submit} noValidate className={css({ display: 'grid', gap: '5', maxWidth: '40rem' })}>
      <h1 className={css({ textStyle: 'heading.lg' })}>
        <Trans>Add people</Trans>
      </h1>
      <PeoplePicker selected={selected} onChange={setSelected} exclude={c.members.map((m) => m.id)} errors={errors} />
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
        <Button type="submit" loading={update.isPending}>
          <Trans>Add to the conversation</Trans>
        </Button>
        <UiLink href={back} className={buttonStyles({ variant: 'ghost' })}>
          <Trans>Cancel</Trans>
        </UiLink>
      </div>
    </form>
  );
}
