import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { css } from 'styled-system/css';
import { useProfile } from '@app/platform/session';
import { Avatar } from '@app/ui/avatar';
import { Button } from '@app/ui/button';
import { FormError } from '@app/ui/form-error';
import { TextField } from '@app/ui/text-field';
import { toast } from '@app/ui/toaster';
import { creatorSearchQueryOptions, useInviteCollaborator, useRemoveCollaborator } from '../api';
import { collaborationStatusLabels } from '../collaboration-status';
import { pageRefusal } from '@app/platform/errors';
import { useEditorContent } from './editor-context';
import { StepFooter } from './step-footer';
import { StepHeading, stepForm } from './step-heading';

const row = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  flexWrap: 'wrap',
  py: '2',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
});

/** Invite other creators to appear on this item; they accept or decline from their own area. */
export function CollaborationStep() {
  const { t, i18n } = useLingui();
  const content = useEditorContent();
  const me = useProfile('site').data;
  const [search, setSearch] = useState('');
  const text = useDeferredValue(search.trim());
  const results = useQuery(creatorSearchQueryOptions(text));
  const invite = useInviteCollaborator(content.id);
  const remove = useRemoveCollaborator(content.id);
  const [refusal, setRefusal] = useState<string | null>(null);
  const invitedIds = new Set(content.collaborators.map((person) => person.id));
  const candidates = (results.data ?? []).filter((person) => person.id !== me?.id && !invitedIds.has(person.id));

  const act = async (write: () => Promise<unknown>, done: string) => {
    setRefusal(null);
    try {
      await write();
      toast.success(done);
    } catch (error) {
      setRefusal(pageRefusal(error));
    }
  };

  return (
    <div className={stepForm}>
      <StepHeading step="collaboration">
        <Trans>Creators who accept appear on the item’s page as participants.</Trans>
      </StepHeading>
      <FormError>{refusal}</FormError>
      <section aria-labelledby="collaborators-heading" className={css({ display: 'grid', gap: '2' })}>
        <h3 id="collaborators-heading" className={css({ textStyle: 'heading.sm' })}>
          <Trans>Invited creators</Trans>
        </h3>
        {content.collaborators.length === 0 ? (
          <p className={css({ color: 'fg.muted', textStyle: 'body.sm' })}>
            <Trans>Nobody is invited yet.</Trans>
          </p>
        ) : (
          <ul className={css({ listStyle: 'none' })}>
            {content.collaborators.map(({ name, ...person }) => (
              <li key={person.id} className={row}>
                <Avatar name={name} src={person.avatar?.resize_url} size="sm" decorative />
                <span className={css({ flex: '1', minWidth: '8rem' })}>
                  <span className={css({ display: 'block', fontWeight: '600' })}>{name}</span>
                  <span className={css({ display: 'block', textStyle: 'caption', color: 'fg.muted' })}>
                    {i18n._(collaborationStatusLabels[person.collaboration_status])}
                  </span>
                </span>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  loading={remove.isPending && remove.variables === person.id}
                  onClick={() => void act(() => remove.mutateAsync(person.id), t`Invitation withdrawn.`)}
                  aria-label={t`Remove ${name}`}
                >
                  <Trans>Remove</Trans>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="invite-heading" className={css({ display: 'grid', gap: '2' })}>
        <h3 id="invite-heading" className={css({ textStyle: 'heading.sm' })}>
          <Trans>Invite a creator</Trans>
        </h3>
        <TextField
          name="creator-search"
          type="search"
          label={t`Search creators by name`}
          value={search}
          onChange={setSearch}
          autoComplete="off"
        />
        <div aria-live="polite">
          {text === '' ? null : results.isPending ? (
            <p className={css({ color: 'fg.muted', textStyle: 'body.sm' })}>
              <Trans>Searching…</Trans>
            </p>
          ) : results.isError ? (
            <p className={css({ color: 'fg.muted', textStyle: 'body.sm' })}>
              <Trans>The search failed. Check your connection and try again.</Trans>
            </p>
          ) : candidates.length === 0 ? (
            <p className={css({ color: 'fg.muted', textStyle: 'body.sm' })}>
              <Trans>No other creator matches this name.</Trans>
            </p>
          ) : (
            <ul className={css({ listStyle: 'none' })}>
              {candidates.map(({ name, ...person }) => (
                <li key={person.id} className={row}>
                  <Avatar name={name} src={person.avatar?.resize_url} size="sm" decorative />
                  <span className={css({ flex: '1', minWidth: '8rem' })}>
                    <span className={css({ display: 'block', fontWeight: '600' })}>{name}</span>
                    <span className={css({ display: 'block', textStyle: 'caption', color: 'fg.muted' })}>
                      @{person.login}
                    </span>
                  </span>
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    loading={invite.isPending && invite.variables === person.id}
                    onClick={() => void act(() => invite.mutateAsync(person.id), t`Invitation sent to ${name}.`)}
                    aria-label={t`Invite ${name}`}
                  >
                    <Trans>Invite</Trans>
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
      <StepFooter step="collaboration" saves={false} />
    </div>
  );
}
