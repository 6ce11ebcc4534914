import * as v from 'valibot';
import {
  LocaleSchema,
  TranslateFileResultSchema,
  TranslationMessageSchema,
  TranslationSummarySchema,
  PO_MAX_BYTES,
  TranslateFileSchema,
  TranslationOverrideSchema,
  TranslationQuerySchema,
} from '@shared/schemas/admin';
import { One, Page } from '@shared/schemas/envelope';
import { jsonBytesFor } from '../../../http/body-limit';
import { defineRoute, mediaBody, one, page } from '../../../http/route';
import { parseOrThrow } from '../../../http/validate';
import { adminIdOf, adminOnly, adminRouter } from '../router';
import { exportPo, importPo, listTranslations, setOverride, summarizeTranslations } from './translations';

const localeOf = (params: Record<string, string>) => parseOrThrow(v.object({ locale: LocaleSchema }), params).locale;

defineRoute(
  adminRouter,
  {
    method: 'get',
    path: '/translations',
    summary: 'UI messages of one locale: source, catalog text and runtime override',
    ...adminOnly,
    query: TranslationQuerySchema,
    responses: { 200: Page(TranslationMessageSchema) },
  },
  async (c, { query }) => {
    const { data, meta } = await listTranslations(c.var.deps.db, query);
    return page(c, data, meta);
  },
);

defineRoute(
  adminRouter,
  {
    method: 'get',
    path: '/translations/summary',
    summary: 'Messages missing per locale',
    ...adminOnly,
    responses: { 200: One(TranslationSummarySchema) },
  },
  async (c) => one(c, await summarizeTranslations(c.var.deps.db)),
);

defineRoute(
  adminRouter,
  {
    method: 'put',
    path: '/translations/:locale',
    summary: 'Set or remove the runtime text of one message',
    ...adminOnly,
    body: TranslationOverrideSchema,
    responses: { 200: One(TranslationMessageSchema) },
  },
  async (c, { auth, params, body }) =>
    one(
      c,
      await setOverride(
        c.var.deps.db,
        adminIdOf(auth),
        localeOf(params),
        body.id,
        body.text,
        new Date(c.var.deps.clock.now()),
      ),
    ),
);

defineRoute(
  adminRouter,
  {
    method: 'get',
    path: '/translations/:locale/export',
    summary: 'The locale as a PO file',
    ...adminOnly,
    responses: { 200: mediaBody('text/x-gettext-translation', 'The PO file, as an attachment') },
  },
  async (c, { params }) => {
    const locale = localeOf(params);
    const text = await exportPo(c.var.deps.db, locale);
    c.header('Content-Type', 'text/x-gettext-translation; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="stagepass-${locale}.po"`);
    return c.body(text);
  },
);

defineRoute(
  adminRouter,
  {
    method: 'post',
    path: '/translations/translate-file',
    summary: "Import a PO file's texts as runtime overrides of one locale",
    ...adminOnly,
    body: TranslateFileSchema,
    bodyLimit: jsonBytesFor(PO_MAX_BYTES),
    responses: { 200: One(TranslateFileResultSchema) },
  },
  async (c, { auth, body }) =>
    one(c, await importPo(c.var.deps.db, adminIdOf(auth), body.locale, body.po, new Date(c.var.deps.clock.now()))),
);
