import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useBlocker } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import { localeNames, locales, type Locale } from '@shared/locales';
import { STATIC_BODY_MAX, type AdminStaticPage, type StaticPageInput } from '@shared/schemas/admin';
import { isApiError } from '@app/platform/api';
import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { Tabs, TabsContent } from '@app/ui/tabs';
import { TextAreaField } from '@app/ui/text-area-field';
import { TextField } from '@app/ui/text-field';
import { toast } from '@app/ui/toaster';
import { staticPagePath } from '@app/features/static-pages';
import { Markdown } from '@app/features/static-pages';
import { staticPageQueryOptions, useSaveStaticPage } from '../api';
import { AdminPage, muted, rowActions } from '../parts/admin-page';
import { refusalOf, toastRefusal } from '@app/platform/errors';

type Draft = Record<Locale, { title: string; body: string }>;
const emptyDraft = (): Draft => ({
  en: { title: '', body: '' },
  ja: { title: '', body: '' },
  ko: { title: '', body: '' },
  zh: { title: '', body: '' },
});
function toDraft(page: AdminStaticPage | undefined): Draft {
  const draft = emptyDraft();
  for (const l of locales) {
    const v = page?.versions[l];
    if (v) draft[l] = { title: v.title, body: v.body };
  }
  return draft;
}
/** A language with neither title nor text is left out (the site then falls back to English). */
function toInput(draft: Draft): StaticPageInput {
  const pick = (l: Locale) => (draft[l].title.trim() || draft[l].body.trim() ? draft[l] : null);
  return { en: draft.en, ja: pick('ja'), ko: pick('ko'), zh: pick('zh') };
}

/**
 * `/admin/static_pages/:slug`: one page in four languages, Markdown beside a live preview rendered by the site's
 * own renderer. Leaving with unsaved changes asks first (router navigation and closing the tab).
 */
export function StaticPageEditor({ slug }: { slug: string }) {
  const { t } = useLingui();
  const query = useQuery(staticPageQueryOptions(slug));
  const isNew = query.isError && isApiError(query.error) && query.error.status === 404;
  const saved = useMemo(() => toDraft(query.data), [query.data]);
  const [draft, setDraft] = useState<Draft>(saved);
  const [tab, setTab] = useState<Locale>('en');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const save = useSaveStaticPage();
  // When the saved page arrives or changes (after a save), the draft starts again from it, unless the admin has
  // edits of their own: a refetch while they type must not throw their text away.
  const [base, setBase] = useState(saved);
  if (base !== saved) {
    setBase(saved);
    if (JSON.stringify(draft) === JSON.stringify(base)) setDraft(saved);
  }
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);

  useBlocker({
    shouldBlockFn: () => dirty && !window.confirm(t`Leave this page? Your changes are not saved.`),
    enableBeforeUnload: () => dirty,
  });

  const edit = (locale: Locale, field: 'title' | 'body', value: string) =>
    setDraft((d) => ({ ...d, [locale]: { ...d[locale], [field]: value } }));

  const submit = () =>
    save.mutate(
      { slug, page: toInput(draft) },
      {
        onSuccess: () => {
          setErrors({});
          toast.success(t`The page is published.`);
        },
        onError: (error) => {
          const fields = refusalOf(error).fields;
          setErrors(fields);
          if (Object.keys(fields).length === 0) toastRefusal(error, t`The page could not be saved.`);
          const first = Object.keys(fields)[0]?.split('.')[0];
          if (first && (locales as readonly string[]).includes(first)) setTab(first as Locale);
        },
      },
    );

  return (
    <AdminPage
      title={isNew ? t`New page: ${slug}` : t`Edit page: ${slug}`}
      actions={
        <div className={rowActions}>
          {!isNew && (
            <a href={`/${tab}${staticPagePath(slug)}`} target="_blank" rel="noreferrer">
              {t`Open on the site`}
              <span className={css({ srOnly: true })}>{t`(opens in a new tab)`}</span>
            </a>
          )}
          <Button type="button" onClick={submit} loading={save.isPending} disabled={!dirty}>
            {t`Save and publish`}
          </Button>
        </div>
      }
    >
      {dirty && (
        <p className={muted} role="status">
          {t`Unsaved changes`}
        </p>
      )}
      <Tabs
        value={tab}
        onValueChange={setTab}
        label={t`Language`}
        items={locales.map((l) => ({ value: l, label: localeNames[l] }))}
      >
        {locales.map((l) => (
          <TabsContent key={l} value={l}>
            <div
              className={css({
                display: 'grid',
                gap: '4',
                gridTemplateColumns: { base: '1fr', md: '1fr 1fr' },
                pt: '4',
              })}
            >
              <div className={css({ display: 'grid', gap: '3', alignContent: 'start' })}>
                <TextField
                  label={t`Title (${l})`}
                  name={`${l}.title`}
                  value={draft[l].title}
                  onChange={(v) => edit(l, 'title', v)}
                  errors={errors[`${l}.title`] ?? (l === 'en' ? errors.en : undefined)}
                  required={l === 'en'}
                />
                <TextAreaField
                  label={t`Text in Markdown (${l})`}
                  name={`${l}.body`}
                  value={draft[l].body}
                  onChange={(v) => edit(l, 'body', v)}
                  errors={errors[`${l}.body`]}
                  maxLength={STATIC_BODY_MAX}
                  rows={20}
                  hint={l === 'en' ? undefined : t`Leave the title and text empty to show the English page.`}
                />
              </div>
              <Card as="section" header={<h2 className={css({ textStyle: 'heading.sm' })}>{t`Preview`}</h2>}>
                <div lang={l} aria-live="off">
                  <h3 className={css({ textStyle: 'heading.md', mb: '3' })}>{draft[l].title}</h3>
                  <Markdown source={draft[l].body} title={draft[l].title} />
                </div>
              </Card>
            </div>
          </TabsContent>
        ))}
      </Tabs>
    </AdminPage>
  );
}
