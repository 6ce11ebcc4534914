import { createFileRoute, notFound, redirect, rootRouteId } from '@tanstack/react-router';
import { isLocale } from '@shared/locales';
import { activateLocale, i18n } from '@app/platform/i18n';
import { loadSiteProfile } from '@app/features/auth';
import { SiteLayout } from '@app/shell/site/site-layout';
import { NotFoundPage } from '@app/shell/site/not-found-page';
import { withLang } from '@app/platform/page/with-lang';

export const Route = createFileRoute('/$lang')({
  params: {
    parse: ({ lang }) => {
      // Not a language: the root's not-found page, since this layout cannot render for it.
      if (!isLocale(lang)) throw notFound({ routeId: rootRouteId });
      return { lang };
    },
  },
  beforeLoad: async ({ params, context, location }) => {
    // Spec §4: a signed-in user's saved language wins over the address.
    const preferred = (await loadSiteProfile(context.queryClient).catch(() => null))?.preferred_locale;
    if (isLocale(preferred) && preferred !== params.lang) {
      throw redirect({ href: withLang(location.href, preferred), replace: true });
    }
    if (i18n.locale !== params.lang) await activateLocale(params.lang);
  },
  component: SiteLayout,
  notFoundComponent: NotFoundPage,
});
