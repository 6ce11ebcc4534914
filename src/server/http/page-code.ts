import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isLocale } from '@shared/locales';

/** The catalogue list the build puts in index.html (scripts/catalog-areas.ts, read by the app's catalog-areas.ts). */
interface CatalogManifest {
  shell: Record<string, string>;
  areas: Record<string, Record<string, string[]>>;
}

function readCatalogs(root: string): CatalogManifest | null {
  const file = join(root, 'index.html');
  if (!existsSync(file)) return null;
  const json = /<script type="application\/json" id="sp-catalogs">([\s\S]*?)<\/script>/.exec(
    readFileSync(file, 'utf8'),
  )?.[1];
  return json ? (JSON.parse(json) as CatalogManifest) : null;
}

/**
 * What a page needs before it can render, beyond what index.html names: its routes' chunks
 * (`dist/app-preloads.json`, scripts/route-preloads.ts) and, in the page's language, the shell's catalogue and
 * those chunks' own. Sent as `Link: <…>; rel=modulepreload` (all are modules the app imports), so they download
 * beside the entry instead of once it has run.
 */
export function pageCode(root: string): (template: string, pathname: string) => string | undefined {
  const preloads = existsSync(join(root, 'app-preloads.json'))
    ? (JSON.parse(readFileSync(join(root, 'app-preloads.json'), 'utf8')) as Record<string, string[]>)
    : {};
  const catalogs = readCatalogs(root);
  return (template, pathname) => {
    const code = preloads[template] ?? [];
    const lang = pathname.split('/')[1] ?? '';
    const messages =
      catalogs && template.startsWith('/$lang') && isLocale(lang)
        ? [catalogs.shell[lang], ...code.flatMap((file) => catalogs.areas[file]?.[lang] ?? [])]
        : [];
    const files = [...messages.filter((file) => file !== undefined), ...code];
    return files.length ? files.map((file) => `<${file}>; rel=modulepreload`).join(', ') : undefined;
  };
}
