import { useDeferredValue, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import type { NamedRef } from '@shared/schemas/profile';
import { CheckboxGroup } from '@app/ui/checkbox-group';
import { Skeleton } from '@app/ui/skeleton';
import { TextField } from '@app/ui/text-field';
import { interestsQueryOptions, type InterestKind } from './interests-api';

interface InterestsPickerProps {
  kind: InterestKind;
  label: string;
  /** The chosen items; they stay listed while the search shows others. */
  value: NamedRef[];
  onChange: (value: NamedRef[]) => void;
}

/** Search the server's genres or hobbies and pick any number as chips. */
export function InterestsPicker({ kind, label, value, onChange }: InterestsPickerProps) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  // Typing stays responsive; the list follows once React has time (and the query key settles).
  const query = useDeferredValue(search.trim());
  const results = useQuery(interestsQueryOptions(kind, query));

  const shown = useMemo(() => {
    const byId = new Map(value.map((item) => [item.id, item]));
    for (const item of results.data ?? []) if (!byId.has(item.id)) byId.set(item.id, item);
    return [...byId.values()];
  }, [value, results.data]);

  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      <TextField
        name={`${kind}-search`}
        type="search"
        label={kind === 'genres' ? t`Search genres` : t`Search hobbies`}
        value={search}
        onChange={setSearch}
      />
      {results.isPending && shown.length === 0 ? (
        <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })} aria-hidden="true">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} width="5.5rem" height="2.25rem" />
          ))}
        </div>
      ) : (
        <CheckboxGroup
          label={label}
          name={kind}
          value={value.map((item) => String(item.id))}
          onValueChange={(ids) => onChange(shown.filter((item) => ids.includes(String(item.id))))}
          options={shown.map((item) => ({ value: String(item.id), label: item.name }))}
          hint={
            results.isError
              ? t`The list could not be loaded. Check your connection.`
              : shown.length === 0
                ? t`Nothing matches this search.`
                : undefined
          }
        />
      )}
    </div>
  );
}
