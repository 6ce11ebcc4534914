import { createHash } from 'node:crypto';
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import type { Plugin, Rollup } from 'vite';
import { filesOutsideTheFanShell } from './fan-precache';

type OutputChunk = Rollup.OutputChunk;

/** The manifest index.html carries (src/app/platform/catalog-areas.ts reads it). */
export interface CatalogManifest {
  /** Locale → the catalogue of the messages the entry's code uses. */
  shell: Record<string, string>;
  /** Locale → the shared schemas' messages the entry's code holds, loaded when a form first needs them. */
  shared?: Record<string, string>;
  /** A lazily loaded chunk's path → locale → the catalogues of the messages it shows that the shell lacks. */
  areas: Record<string, Record<string, string[]>>;
}

/**
 * What a lazily loaded chunk with messages of its own (or of the chunks it imports) runs first: its catalogue in the
 * current language. Its imports are evaluated before it, but nothing renders until the dynamic import resolves.
 */
export const AREA_PROLOGUE = 'await globalThis.__stagepassCatalogArea?.(import.meta.url);\n';
export const MANIFEST_ELEMENT_ID = 'sp-catalogs';

/** A string literal in built code that may be a message id (Lingui's hashes; explicit ids have dots). */
const LITERAL = /[`"']([\w+/=.-]{4,64})[`"']/g;

function messageIds(code: string, known: Set<string>): Set<string> {
  const found = new Set<string>();
  for (const [, literal = ''] of code.matchAll(LITERAL)) if (known.has(literal)) found.add(literal);
  return found;
}

/** These chunks and every chunk they import statically (for the entry: the code that runs before any page's own). */
function staticClosure(chunks: Map<string, OutputChunk>, from: string[]): Set<string> {
  const reached = new Set<string>();
  const queue = [...from];
  for (let name = queue.pop(); name; name = queue.pop()) {
    if (reached.has(name)) continue;
    reached.add(name);
    queue.push(...(chunks.get(name)?.imports ?? []));
  }
  return reached;
}

/**
 * A shared schema's message: an explicit id, which has a dot (`auth.email-invalid`); Lingui's hashes have none. The
 * shell's code holds many shared schemas (and so their descriptors), but shows one only when a form refuses a value.
 */
const isSharedId = (id: string) => id.includes('.');

/** A message shown by more lazily loaded chunks than this goes to the shell's catalogue instead of each of theirs. */
const COPIES_AT_MOST = 2;

const pick = (messages: Record<string, string>, ids: Iterable<string>) =>
  Object.fromEntries([...ids].filter((id) => id in messages).map((id) => [id, messages[id]!]));

/**
 * Splits the Lingui catalogue by the code that uses it (issue 17): the shell's catalogue holds the messages of the
 * entry's code, and every lazily loaded chunk gets a catalogue per language of the other messages it and its static
 * imports show, loaded before the import resolves (a top-level await the build puts at its start), so a page shows
 * no untranslated string
 * and downloads only the texts of the code it runs. Found from the built chunks, so a moved component can never
 * leave a page without its texts. The file names carry their content's hash; the manifest mapping chunks to them
 * is in index.html, which is never cached as immutable, so a chunk's own code (and name) never changes with a text.
 */
export function catalogAreas() {
  const outside = new Set<string>();
  const plugin: Plugin = {
    name: 'stagepass:catalog-areas',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      // Builds without a page (the service worker's) have no messages to split.
      const html = bundle['index.html'];
      if (html?.type !== 'asset') return;
      const config = getConfig();
      const [catalog] = await getCatalogs(config);
      if (!catalog) throw new Error('lingui.config names no catalog');
      const sourceLocale = config.sourceLocale ?? 'en';
      const translations = new Map<string, Record<string, string>>();
      for (const locale of config.locales) {
        const { messages } = await catalog.getTranslations(locale, {
          fallbackLocales: config.fallbackLocales || {},
          sourceLocale,
        });
        translations.set(locale, messages as Record<string, string>);
      }
      const known = new Set(Object.keys(translations.get(sourceLocale) ?? {}));

      const emit = (locale: string, ids: Iterable<string>): string => {
        const { source, errors } = createCompiledCatalog(locale, pick(translations.get(locale) ?? {}, ids), {
          namespace: 'es',
        });
        if (errors.length) throw new Error(`${locale}: ${errors.map((e) => `${e.id}: ${e.error.message}`).join('; ')}`);
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 10);
        const fileName = `assets/messages-${locale}-${hash}.js`;
        if (!bundle[fileName]) this.emitFile({ type: 'asset', fileName, source });
        if (locale !== sourceLocale) outside.add(fileName);
        return `/${fileName}`;
      };
      const perLocale = (ids: Set<string>) => Object.fromEntries(config.locales.map((l) => [l, emit(l, ids)]));

      const chunks = new Map(
        Object.values(bundle)
          .filter((o): o is OutputChunk => o.type === 'chunk')
          .map((c) => [c.fileName, c]),
      );
      const initial = staticClosure(
        chunks,
        [...chunks.values()].filter((c) => c.isEntry).map((c) => c.fileName),
      );
      const found = new Map<string, Set<string>>();
      const idsOf = (name: string) => {
        if (!found.has(name)) found.set(name, messageIds(chunks.get(name)?.code ?? '', known));
        return found.get(name)!;
      };
      const idsIn = (names: Iterable<string>) => new Set([...names].flatMap((name) => [...idsOf(name)]));
      const notForFans = filesOutsideTheFanShell(bundle);
      const lazyEntries = [...new Set([...chunks.values()].flatMap((c) => c.dynamicImports))].filter(
        (name) => chunks.has(name) && !initial.has(name) && !chunks.get(name)!.facadeModuleId?.endsWith('.po'),
      );
      // Which lazily loaded chunks show each message (through themselves or their static imports).
      const shownBy = new Map<string, string[]>();
      const initialIds = idsIn(initial);
      for (const name of lazyEntries) {
        const reached = [...staticClosure(chunks, [name])].filter((n) => !initial.has(n));
        for (const id of idsIn(reached)) if (!initialIds.has(id)) shownBy.set(id, [...(shownBy.get(id) ?? []), name]);
      }
      // A message shown by one or two chunks is in their own catalogues; one that more show is the shell's (site code)
      // or the back office's shared part, so a fan's precache holds each text at most twice. A shared schema's message
      // the shell would hold goes to the shared catalogue, which the first form loads (platform/catalog-areas.ts).
      const shellIds = new Set([...initialIds].filter((id) => !isSharedId(id)));
      const sharedIds = new Set([...initialIds].filter(isSharedId));
      const adminShared = new Set<string>();
      const own = new Map<string, Set<string>>();
      for (const [id, entries] of shownBy) {
        if (entries.length <= COPIES_AT_MOST)
          for (const name of entries) own.set(name, (own.get(name) ?? new Set()).add(id));
        else if (entries.every((name) => notForFans.has(name))) adminShared.add(id);
        else (isSharedId(id) ? sharedIds : shellIds).add(id);
      }
      const manifest: CatalogManifest = {
        shell: perLocale(shellIds),
        ...(sharedIds.size > 0 && { shared: perLocale(sharedIds) }),
        areas: {},
      };
      const adminFiles = adminShared.size > 0 ? perLocale(adminShared) : undefined;
      for (const file of Object.values(adminFiles ?? {})) outside.add(file.slice(1));
      for (const name of lazyEntries) {
        const ids = own.get(name);
        const files = [
          ...(ids ? [perLocale(ids)] : []),
          ...(adminFiles && [...adminShared].some((id) => shownBy.get(id)!.includes(name)) ? [adminFiles] : []),
        ];
        if (files.length === 0) continue;
        chunks.get(name)!.code = AREA_PROLOGUE + chunks.get(name)!.code;
        manifest.areas[`/${name}`] = Object.fromEntries(config.locales.map((l) => [l, files.map((f) => f[l]!)]));
        if (notForFans.has(name))
          for (const f of files) for (const file of Object.values(f)) outside.add(file.slice(1));
      }

      // `<` never appears in the JSON unescaped, so the script element cannot be closed early.
      const json = JSON.stringify(manifest).replaceAll('<', '\\u003c');
      html.source = String(html.source).replace(
        '</head>',
        `  <script type="application/json" id="${MANIFEST_ELEMENT_ID}">${json}</script>\n  </head>`,
      );
    },
  };
  /** For vite-plugin-pwa's `manifestTransforms`: other languages' and the back office's catalogues are not precached. */
  const transform = <Entry extends { url: string }>(entries: Entry[]) => ({
    manifest: entries.filter((e) => !outside.has(e.url)),
    warnings: [] as string[],
  });
  return { plugin, transform };
}
