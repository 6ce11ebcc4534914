import { useDeferredValue, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { Avatar } from '@app/ui/avatar';
import { Checkbox } from '@app/ui/checkbox';
import { EmptyState } from '@app/ui/empty-state';
import { LoadingRegion, Skeleton } from '@app/ui/skeleton';
import { TextField } from '@app/ui/text-field';
import { possibleMatesQueryOptions } from './api';

/**
 * Chooses people from `users/possible-chat-mates` (only those the viewer may talk to: for a fan, creators they
 * follow or bought from; never someone who blocked them). `exclude` hides people already in the conversation.
 */
export function PeoplePicker({
  selected,
  onChange,
  exclude = [],
  errors,
}: {
  selected: number[];
  onChange: (ids: number[]) => void;
  exclude?: number[];
  errors?: string[];
}) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const { data, isPending, isError } = useQuery(possibleMatesQueryOptions(deferred));
  const people = (data ?? []).filter((p) => !exclude.includes(p.id));

  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      <TextField label={t`Search people`} name="search" type="search" value={search} onChange={setSearch} />
      <fieldset className={css({ display: 'grid', gap: '2' })}>
        <legend className={css({ textStyle: 'label', mb: '2' })}>
          <Trans>People you can message</Trans>
        </legend>
        <LoadingRegion loading={isPending} label={t`Loading…`}>
          {isPending ? (
            <Skeleton height="8rem" />
          ) : isError ? (
            <p className={css({ color: 'danger.fg' })}>
              <Trans>The list could not be loaded. Check your connection.</Trans>
            </p>
          ) : people.length === 0 ? (
            <EmptyState
              headingLevel="h3"
              title={deferred ? t`Nobody found` : t`Nobody to message yet`}
              description={t`You can message creators you follow or bought from.`}
            />
          ) : (
            <ul className={css({ display: 'grid', gap: '1' })}>
              {people.map((p) => (
                <li key={p.id} className={css({ display: 'flex', alignItems: 'center', gap: '3', py: '1' })}>
                  <Avatar name={p.name} src={p.avatar?.crop_url} size="sm" decorative />
                  <Checkbox
                    label={`${p.name} (@${p.login})`}
                    name="user_ids"
                    value={String(p.id)}
                    checked={selected.includes(p.id)}
                    onCheckedChange={(on) => onChange(on ? [...selected, p.id] : selected.filter((id) => id !== p.id))}
                  />
                </li>
              ))}
            </ul>
          )}
        </LoadingRegion>
        {errors?.length ? (
          <p role="alert" className={css({ color: 'danger.fg', textStyle: 'body.sm' })}>
            {errors.join(' ')}
          </p>
        ) : null}
      </fieldset>
    </div>
  );
}
