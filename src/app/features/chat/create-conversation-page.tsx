import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { CHAT_NAME_MAX } from '@shared/schemas/chat';
import { Button, buttonStyles } from '@app/ui/button';
import { UiLink } from '@app/ui/link-context';
import { TextField } from '@app/ui/text-field';
import { usePageTitle } from '@app/platform/page/use-page-title';
import { messagesFor, refusalOf } from '@app/platform/errors';
import { useCreateConversation } from './api';
import { PeoplePicker } from './people-picker';

/** `/account/direct/create`: one person opens (or reopens) a direct conversation; several, or a name, a group. */
export function CreateConversationPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`New conversation`);
  const navigate = useNavigate();
  const [selected, setSelected] = useState<number[]>([]);
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const create = useCreateConversation();
  const group = selected.length > 1;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (selected.length === 0) return;
    create.mutate(
      { user_ids: selected, ...(group && name.trim() ? { name: name.trim() } : {}) },
      { onSuccess: (c) => void navigate({ to: `/${i18n.locale}/account/direct/${c.id}` }) },
    );
  };
  const pickErrors =
    touched && selected.length === 0
      ? [t`Choose at least one person.`]
      : create.error
        ? messagesFor(refusalOf(create.error), 'user_ids')
        : [];

  return (
    <form onSubmit={submit} noValidate className={css({ display: 'grid', gap: '5', maxWidth: '40rem' })}>
      <h1 className={css({ textStyle: 'heading.lg' })}>
        <Trans>New conversation</Trans>
      </h1>
      <PeoplePicker selected={selected} onChange={setSelected} errors={pickErrors} />
      {group ? (
        <TextField
          label={t`Group name (optional)`}
          name="name"
          value={name}
          onChange={setName}
          maxLength={CHAT_NAME_MAX}
        />
      ) : null}
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
        <Button type="submit" loading={create.isPending}>
          {group ? <Trans>Start group</Trans> : <Trans>Start conversation</Trans>}
        </Button>
        <UiLink href={`/${i18n.locale}/account/direct`} className={buttonStyles({ variant: 'ghost' })}>
          <Trans>Cancel</Trans>
        </UiLink>
      </div>
    </form>
  );
}
