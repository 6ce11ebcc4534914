import * as v from 'valibot';
import { locales } from '@shared/locales';
import { One } from '@shared/schemas/envelope';
import { ProfileMessages } from '@shared/schemas/profile';
import { TranslationOverridesSchema } from '@shared/schemas/translation-overrides';
import { createRouter, defineRoute, one } from '../../http/route';
import { parseOrThrow } from '../../http/validate';
import { listOverrides } from '../../i18n/overrides';

/** Mounted at /api: the runtime message overrides every visitor's PWA loads with its catalog. */
export const translationsRouter = createRouter('api');

const LocaleParam = v.object({ locale: v.picklist(locales, ProfileMessages.localeInvalid) });

defineRoute(
  translationsRouter,
  {
    method: 'get',
    path: '/translations/:locale',
    summary: 'Runtime overrides of UI messages',
    access: 'public',
    responses: { 200: One(TranslationOverridesSchema) },
  },
  async (c, { params }) => {
    const { locale } = parseOrThrow(LocaleParam, params);
    // Overrides change rarely and are public; a short shared cache keeps every page load from asking.
    c.header('Cache-Control', 'public, max-age=60');
    return one(c, await listOverrides(c.var.deps.db, locale));
  },
);
