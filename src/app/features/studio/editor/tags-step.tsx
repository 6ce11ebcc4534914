import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import { GENRE_LIST_LIMIT } from '@shared/limits';
import { TagsSchema } from '@shared/schemas/content-editor';
import type { NamedRef } from '@shared/schemas/profile';
import { CheckboxGroup } from '@app/ui/checkbox-group';
import { Skeleton } from '@app/ui/skeleton';
import { TextField } from '@app/ui/text-field';
import { genresQueryOptions } from '@app/features/account';
import { visibleErrors } from '@app/platform/forms/bind-field';
import { useEditorContent } from './editor-context';
import { StepForm, useStepForm } from './step-form';

const rename = { tag_ids: 'tags' };
const toInput = (value: { tags: NamedRef[] }) => ({ tag_ids: value.tags.map((tag) => tag.id) });

/** Genres fans search and filter by: pick up to 20; the chosen ones stay listed while searching. */
export function TagsStep() {
  const { t, i18n } = useLingui();
  const content = useEditorContent();
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim());
  const results = useQuery(genresQueryOptions(query));
  const form = useStepForm({
    step: 'tags',
    defaultValues: { tags: content.tags.map(({ id, name }) => ({ id, name })) as NamedRef[] },
    schema: TagsSchema,
    toRequest: toInput,
    toChecked: toInput,
    rename,
  });
  return (
    <StepForm
      form={form}
      step="tags"
      intro={<Trans>Fans find content by genre. Choose up to {GENRE_LIST_LIMIT}.</Trans>}
    >
      <TextField name="genre-search" type="search" label={t`Search genres`} value={search} onChange={setSearch} />
      <form.Field name="tags">
        {(field) => (
          <TagChoices
            value={field.state.value}
            onChange={(tags) => field.handleChange(tags)}
            found={results.data}
            loading={results.isPending}
            failed={results.isError}
            errors={visibleErrors(field, i18n)}
          />
        )}
      </form.Field>
    </StepForm>
  );
}

interface TagChoicesProps {
  value: NamedRef[];
  onChange: (tags: NamedRef[]) => void;
  /** Genres matching the search, once loaded. */
  found: NamedRef[] | undefined;
  loading: boolean;
  failed: boolean;
  errors: string[];
}

function TagChoices({ value, onChange, found, loading, failed, errors }: TagChoicesProps) {
  const { t } = useLingui();
  const shown = useMemo(() => {
    const byId = new Map(value.map((tag) => [tag.id, tag]));
    for (const tag of found ?? []) if (!byId.has(tag.id)) byId.set(tag.id, tag);
    return [...byId.values()];
  }, [value, found]);
  const chosen = value.length;
  if (loading && shown.length === 0) {
    return (
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })} aria-hidden="true">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} width="5.5rem" height="2.25rem" />
        ))}
      </div>
    );
  }
  return (
    <CheckboxGroup
      label={t`Tags (${chosen} of ${GENRE_LIST_LIMIT})`}
      name="tags"
      value={value.map((tag) => String(tag.id))}
      onValueChange={(ids) => onChange(shown.filter((tag) => ids.includes(String(tag.id))))}
      options={shown.map((tag) => ({ value: String(tag.id), label: tag.name }))}
      max={GENRE_LIST_LIMIT}
      errors={errors}
      hint={
        failed
          ? t`The list could not be loaded. Check your connection.`
          : shown.length === 0
            ? t`Nothing matches this search.`
            : undefined
      }
    />
  );
}
