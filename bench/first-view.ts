// `npm run bench:first-view [-- --url=http://127.0.0.1:PORT] [-- --files]`: the JavaScript each public page's first
// view loads (issue 17: ≤ 150 KB gz). Builds nothing: run `npm run build` first. Without --url it starts the server on
// PGlite with demo data. Service workers are blocked so only what the page itself requests is counted.
import { FIRST_VIEW_TARGET_KIB, measureFirstViews } from './first-view-pages';
import { startStagepass } from './server';

const ROOT = new URL('..', import.meta.url).pathname;
const kib = (bytes: number) => (bytes / 1024).toFixed(1);

async function main(): Promise<void> {
  const urlArg = process.argv.find((a) => a.startsWith('--url='));
  const verbose = process.argv.includes('--files');
  const server = urlArg ? null : await startStagepass({ label: 'Stagepass server on PGlite', root: ROOT });
  const origin = urlArg ? urlArg.slice('--url='.length) : (server?.url ?? '');
  try {
    const rows: string[] = [];
    for (const view of await measureFirstViews(origin)) {
      const verdict = view.gzipBytes / 1024 <= FIRST_VIEW_TARGET_KIB ? 'ok' : 'OVER';
      rows.push(
        `${view.page.padEnd(8)} ${view.path.padEnd(48)} ${kib(view.gzipBytes).padStart(7)} KB gz ${String(view.scripts.length).padStart(4)} req  ${verdict}`,
      );
      if (verbose)
        for (const s of view.scripts) rows.push(`           ${s.path.padEnd(56)} ${kib(s.gzipBytes).padStart(7)}`);
    }
    console.log(`page     path${' '.repeat(45)}JS (target ≤ ${FIRST_VIEW_TARGET_KIB} KB gz)  requests`);
    console.log(rows.join('\n'));
  } finally {
    await server?.stop();
  }
}

await main();
