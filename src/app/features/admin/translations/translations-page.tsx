import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { localeNames, locales } from '@shared/locales';
import { PO_MAX_BYTES, TranslationOverrideSchema, type TranslationMessage } from '@shared/schemas/admin';
import { Button } from '@app/ui/button';
import { EmptyState } from '@app/ui/empty-state';
import { Pagination } from '@app/ui/pagination';
import { SelectField } from '@app/ui/select-field';
import { toast } from '@app/ui/toaster';
import {
  ADMIN_PAGE_SIZE,
  downloadPo,
  translationsQueryOptions,
  translationSummaryQueryOptions,
  useImportPo,
  useSetOverride,
} from '../api';
import { AdminPage, filterBar, muted, rowActions } from '../parts/admin-page';
import { DataTable, type Column } from '../parts/data-table';
import { toastRefusal } from '@app/platform/errors';
import { useListSearch } from '../parts/list-search';
import { SearchForm } from '../parts/search-form';
import { AdminEditDialog } from '../edit-dialog/edit-dialog';
import type { translationFilters } from '../list-params';
import { translationParams } from '../list-params';
import { ListFilter } from '../parts/list-filter';

type Filter = (typeof translationFilters)[number];

/**
 * `/admin/translations`: every UI message of a locale beside its English source; an override is picked up by
 * the site at run time (no rebuild). Import and export a locale as a PO file; missing counts per locale.
 */
export function TranslationsPage() {
  const { t } = useLingui();
  const [search, setSearch] = useListSearch<Filter>();
  const params = translationParams(search);
  const { data, isPending, isFetching } = useQuery(translationsQueryOptions(params));
  const { data: summary } = useQuery(translationSummaryQueryOptions());
  const [editing, setEditing] = useState<TranslationMessage | null>(null);
  const save = useSetOverride();
  const importPo = useImportPo();
  const file = useRef<HTMLInputElement>(null);
  const localeName = localeNames[params.locale];

  const editedText = useMemo(() => (editing ? { text: editing.override ?? editing.catalog } : null), [editing]);
  const saved = (text: string | null) => {
    toast.success(text ? t`Saved. The site shows it on its next load.` : t`The override is removed.`);
    setEditing(null);
  };
  const removeOverride = () =>
    editing &&
    save.mutate(
      { locale: params.locale, id: editing.id, text: null },
      { onSuccess: () => saved(null), onError: (error) => toastRefusal(error, t`The text could not be saved.`) },
    );

  const onFile = async (f: File | undefined) => {
    if (!f) return;
    if (f.size > PO_MAX_BYTES) return toast.error(t`The file may not be greater than 2 MB.`);
    importPo.mutate(
      { locale: params.locale, po: await f.text() },
      {
        onSuccess: (r) => {
          const { imported, unknown } = r;
          toast.success(t`${imported} texts imported, ${unknown} unknown messages skipped.`);
        },
        onError: (error) => toastRefusal(error, t`The file could not be imported.`),
      },
    );
    if (file.current) file.current.value = '';
  };

  const exportFile = async () => {
    try {
      const text = await downloadPo(params.locale);
      const url = URL.createObjectURL(new Blob([text], { type: 'text/x-gettext-translation' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = `stagepass-${params.locale}.po`;
      a.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      toastRefusal(error, t`The file could not be exported.`);
    }
  };

  const overriddenNote = (built: string) => t`Overridden; built text: ${built}`;
  const editLabel = (source: string) => t`Edit the ${localeName} text of "${source}"`;
  const columns: Column<TranslationMessage>[] = [
    {
      key: 'source',
      header: t`English source`,
      width: '35%',
      render: (m) => (
        <div>
          <div>{m.source}</div>
          <div className={muted}>{m.id}</div>
        </div>
      ),
    },
    {
      key: 'text',
      header: localeName,
      width: '45%',
      render: (m) => (
        <div>
          <div lang={params.locale}>{m.override ?? (m.catalog || <span className={muted}>{t`(missing)`}</span>)}</div>
          {m.override !== null && <div className={muted}>{overriddenNote(m.catalog)}</div>}
        </div>
      ),
    },
    {
      key: 'actions',
      header: t`Actions`,
      render: (m) => (
        <Button
          type="button"
          size="sm"
          variant="outline"
          aria-label={editLabel(m.source)}
          onClick={() => setEditing(m)}
        >
          {t`Edit`}
        </Button>
      ),
    },
  ];

  return (
    <AdminPage
      title={t`Translations`}
      actions={
        <div className={rowActions}>
          <Button type="button" variant="outline" onClick={() => void exportFile()}>
            {t`Export ${localeName} (PO)`}
          </Button>
          <Button type="button" variant="outline" loading={importPo.isPending} onClick={() => file.current?.click()}>
            {t`Import a PO file into ${localeName}`}
          </Button>
          <input
            ref={file}
            type="file"
            accept=".po,text/x-gettext-translation"
            aria-label={t`PO file to import`}
            className={css({ display: 'none' })}
            onChange={(e) => void onFile(e.target.files?.[0])}
          />
        </div>
      }
    >
      {summary && (
        <ul
          className={css({ display: 'flex', gap: '4', flexWrap: 'wrap' })}
          aria-label={t`Missing messages per language`}
        >
          {locales.map((l) => {
            const missing = summary.locales[l].missing;
            const name = localeNames[l];
            const total = summary.total;
            return (
              <li
                key={l}
                className={css({
                  bg: 'bg.surface',
                  borderWidth: '1px',
                  borderColor: 'border.default',
                  borderRadius: 'card',
                  px: '3',
                  py: '2',
                })}
              >
                <Trans>
                  {name}: {missing} missing of {total}
                </Trans>
              </li>
            );
          })}
        </ul>
      )}
      <div className={filterBar}>
        <SelectField
          label={t`Language`}
          value={params.locale}
          onValueChange={(locale) => setSearch({ locale })}
          options={locales.map((l) => ({ value: l, label: localeNames[l] }))}
        />
        <SearchForm label={t`Search messages`} value={search.q ?? ''} onSearch={(q) => setSearch({ q })} />
        <ListFilter
          label={t`Show`}
          allLabel={t`All messages`}
          value={search.only}
          onChange={(only) => setSearch({ only })}
          options={[
            { value: 'missing', label: t`Missing only` },
            { value: 'overridden', label: t`Overridden only` },
          ]}
        />
      </div>
      <DataTable
        caption={t`UI messages in ${localeName}`}
        columns={columns}
        rows={data?.data ?? []}
        rowKey={(m) => m.id}
        rowLabel={(m) => m.source}
        loading={isPending || isFetching}
        empty={<EmptyState title={t`No message matches`} headingLevel="h2" />}
      />
      <Pagination
        page={params.page ?? 1}
        count={data?.meta.total ?? 0}
        pageSize={ADMIN_PAGE_SIZE}
        onPageChange={(page) => setSearch({ page })}
      />
      <AdminEditDialog
        values={editedText}
        title={t`Edit the ${localeName} text`}
        description={editing?.source}
        fields={[
          {
            name: 'text',
            label: t`Text in ${localeName}`,
            multiline: true,
            maxLength: 5000,
            rows: 4,
            hint: t`Keep the placeholders in curly braces exactly as they are.`,
          },
        ]}
        schema={TranslationOverrideSchema}
        toInput={({ text }) => ({ id: editing?.id ?? '', text })}
        save={({ id, text }) => save.mutateAsync({ locale: params.locale, id, text })}
        failure={t`The text could not be saved.`}
        onSaved={({ text }) => saved(text)}
        onClose={() => setEditing(null)}
        actions={
          editing?.override !== null && (
            <Button type="button" variant="ghost" onClick={removeOverride}>
              {t`Back to the built text`}
            </Button>
          )
        }
      />
    </AdminPage>
  );
}
