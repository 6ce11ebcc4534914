import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { CHAT_NAME_MAX, type ChatMember } from '@shared/schemas/chat';
import { Avatar } from '@app/ui/avatar';
import { Button, buttonStyles } from '@app/ui/button';
import { UiLink } from '@app/ui/link-context';
import { Skeleton } from '@app/ui/skeleton';
import { TextField } from '@app/ui/text-field';
import { toast } from '@app/ui/toaster';
import { LoadError } from '@app/platform/content-lists/load-error';
import { usePageTitle } from '@app/platform/page/use-page-title';
import { useSiteProfile } from '@app/platform/page/use-site-session';
import { messagesFor, refusalOf } from '@app/platform/errors';
import { conversationQueryOptions, useRemoveMember, useUpdateConversation } from './api';

/** `/account/direct/{id}/edit`: the name, the members; the owner removes people, anyone may leave. */
export function EditConversationPage({ id }: { id: number }) {
  const { t, i18n } = useLingui();
  usePageTitle(t`Edit conversation`);
  const navigate = useNavigate();
  const me = useSiteProfile();
  const { data: c, isError, refetch, isRefetching } = useQuery(conversationQueryOptions(id));
  const update = useUpdateConversation(id);

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
  const owner = c.owner_id === me?.id;

  return (
    <div className={css({ display: 'grid', gap: '6', maxWidth: '40rem' })}>
      <h1 className={css({ textStyle: 'heading.lg' })}>
        <Trans>Edit conversation</Trans>
      </h1>
      <NameForm key={c.id} initial={c.has_custom_name ? c.name : ''} back={back} update={update} />
      <section aria-labelledby="members-heading" className={css({ display: 'grid', gap: '3' })}>
        <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
          <h2 id="members-heading" className={css({ textStyle: 'heading.sm', flex: '1' })}>
            <Trans>Members</Trans>
          </h2>
          {c.kind === 'group' ? (
            <UiLink href={`${back}/add_users`} className={buttonStyles({ variant: 'outline', size: 'sm' })}>
              <Trans>Add people</Trans>
            </UiLink>
          ) : null}
        </div>
        <ul className={css({ display: 'grid', gap: '2' })}>
          {c.members.map((m) => (
            <MemberRow
              key={m.id}
              member={m}
              isMe={m.id === me?.id}
              canRemove={owner && m.id !== me?.id}
              conversation={c}
              onLeft={() => void navigate({ to: `/${i18n.locale}/account/direct` })}
            />
          ))}
        </ul>
      </section>
    </div>
  );
}

/** Keyed by the conversation, so it starts from the saved name without copying it in an effect. */
function NameForm({
  initial,
  back,
  update,
}: {
  initial: string;
  back: string;
  update: ReturnType<typeof useUpdateConversation>;
}) {
  const { t } = useLingui();
  const [name, setName] = useState(initial);
  const save = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ name: name.trim() }, { onSuccess: () => toast.success(t`Saved.`) });
  };
  return (
    <form onSubmit={save} noValidate className={css({ display: 'grid', gap: '3' })}>
      <TextField
        label={t`Conversation name`}
        hint={t`Leave empty to show the members' names.`}
        name="name"
        value={name}
        onChange={setName}
        maxLength={CHAT_NAME_MAX}
        errors={update.error ? messagesFor(refusalOf(update.error), 'name') : undefined}
      />
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
        <Button type="submit" loading={update.isPending}>
          <Trans>Save name</Trans>
        </Button>
        <UiLink href={back} className={buttonStyles({ variant: 'ghost' })}>
          <Trans>Back to the conversation</Trans>
        </UiLink>
      </div>
    </form>
  );
}

function MemberRow({
  member,
  isMe,
  canRemove,
  conversation,
  onLeft,
}: {
  member: ChatMember;
  isMe: boolean;
  canRemove: boolean;
  conversation: Parameters<typeof useRemoveMember>[0];
  onLeft: () => void;
}) {
  const { t } = useLingui();
  const remove = useRemoveMember(conversation);
  const name = member.name;
  return (
    <li className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
      <Avatar name={member.name} src={member.avatar?.crop_url} size="sm" decorative />
      <span className={css({ flex: '1', minWidth: '0', truncate: true })}>
        {member.name}
        {member.is_owner ? (
          <span className={css({ color: 'fg.muted', textStyle: 'caption' })}> · {t`started it`}</span>
        ) : null}
        {isMe ? <span className={css({ color: 'fg.muted', textStyle: 'caption' })}> · {t`you`}</span> : null}
      </span>
      {canRemove ? (
        <Button
          type="button"
          size="sm"
          variant="outline"
          loading={remove.isPending}
          onClick={() => remove.mutate(member.id)}
          aria-label={t`Remove ${name}`}
        >
          <Trans>Remove</Trans>
        </Button>
      ) : isMe ? (
        <Button
          type="button"
          size="sm"
          variant="danger"
          loading={remove.isPending}
          onClick={() => remove.mutate(member.id, { onSuccess: onLeft })}
        >
          <Trans>Leave conversation</Trans>
        </Button>
      ) : null}
    </li>
  );
}
