// `npm run bench [-- --quick] [-- --only=http,bundle]`: prints figures as tables and writes bench/results/latest.json.
// It measures; it never asserts a timing. A section that fails prints why, the others still run, and the exit code
// is 1 so a broken bench is noticed.
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleSize } from './bundle-size';
import { BenchContext, type BenchOptions, type Section } from './context';
import { httpLoad } from './http-load';
import { lighthouseScores } from './lighthouse';
import { discovery } from './discovery';
import { purchases } from './purchases';
import { transcode } from './transcode';
import { playback } from './playback';
import { realtimeDelivery } from './realtime';
import { admin } from './admin';
import { emptyResult, errorText, renderSection, renderTable, writeJson, type SectionResult } from './report';
import { TARGET_COLUMNS, targetRows } from './targets';
import { PWA_TARGET_COLUMNS, pwaTargetRows } from './targets-pwa';
import { firstViewSizes } from './first-view-pages';

/** The report, in order. A new section is a `Section` (see bench/context.ts) and one line here. */
const SECTIONS: Section[] = [
  httpLoad,
  discovery,
  purchases,
  transcode,
  bundleSize,
  firstViewSizes,
  lighthouseScores,
  playback,
  admin,
  realtimeDelivery,
];

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RESULTS = join(ROOT, 'bench/results/latest.json');

const USAGE = `usage: npm run bench [-- --quick] [-- --only=${SECTIONS.map((s) => s.id).join(',')}]
  --quick   short load runs (1 s warm-up + 3 s instead of 2 s + 10 s), one Lighthouse run per page instead of three
  --only    run only these sections`;

function parseArgs(argv: string[]): BenchOptions {
  const options: BenchOptions = { quick: false, only: null };
  for (const arg of argv) {
    if (arg === '--quick') options.quick = true;
    else if (arg.startsWith('--only=')) options.only = arg.slice('--only='.length).split(',').filter(Boolean);
    else {
      console.log(USAGE);
      process.exit(arg === '--help' || arg === '-h' ? 0 : 2);
    }
  }
  const unknown = (options.only ?? []).filter((id) => !SECTIONS.some((s) => s.id === id));
  if (unknown.length) {
    console.error(`unknown section: ${unknown.join(', ')}\n${USAGE}`);
    process.exit(2);
  }
  return options;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Throughput and Lighthouse figures mean little while other work competes for the same cores. */
function busyWarning(load: number, cores: number): string {
  return (
    `WARNING: 1-minute load average ${load.toFixed(1)} on ${cores} cores: other processes compete for the CPU, ` +
    'so throughput, latency and Lighthouse performance figures are understated. Rerun on an idle machine to compare.'
  );
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const ctx = new BenchContext(ROOT, options);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      process.stderr.write(`\n${signal}: stopping the servers and browsers this bench started…\n`);
      void ctx.cleanup().finally(() => process.exit(130));
    });
  }

  const startedAt = new Date();
  const machine = {
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? '?',
    memoryGiB: Math.round(totalmem() / 2 ** 30),
  };
  const loadAtStart = loadavg()[0] ?? 0;
  console.log(
    `Stagepass bench — ${startedAt.toISOString()} — ${options.quick ? 'quick' : 'full'} run\n` +
      `node ${machine.node}, ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGiB} GiB, ` +
      `load average ${loadAtStart.toFixed(1)}`,
  );
  if (loadAtStart > machine.cpus * 0.5) console.log(busyWarning(loadAtStart, machine.cpus));

  const sections: Record<string, SectionResult & { title: string; seconds: number }> = {};
  try {
    // Every server the bench starts runs the production bundle: built once, before any section, when stale.
    await ctx.pwaBuild();
    for (const section of SECTIONS.filter((s) => !options.only || options.only.includes(s.id))) {
      process.stderr.write(`\n▶ ${section.title}\n`);
      const started = performance.now();
      let result: SectionResult;
      try {
        result = await section.run(ctx);
      } catch (error) {
        result = { ...emptyResult(), failures: [errorText(error)] };
      }
      const seconds = (performance.now() - started) / 1000;
      sections[section.id] = { title: section.title, seconds, ...result };
      console.log(renderSection(section.title, result, seconds));
    }
  } finally {
    await ctx.cleanup();
  }

  const failed = Object.entries(sections).filter(([, s]) => s.failures.length);
  const loadAtEnd = loadavg()[0] ?? 0;
  const serverSections = ['http', 'discovery', 'purchases', 'realtime'];
  if (serverSections.some((id) => id in sections))
    console.log(
      `\n═══ Issue 19 targets, from this run (load average ${loadAtStart.toFixed(1)} at start, ` +
        `${loadAtEnd.toFixed(1)} at end, ${machine.cpus} cores) ═══\n\n` +
        renderTable({ columns: TARGET_COLUMNS, rows: targetRows(sections) }),
    );
  console.log(
    `\n═══ Issue 17 targets: the PWA on a phone (load average ${loadAtStart.toFixed(1)} at start, ` +
      `${loadAtEnd.toFixed(1)} at end) ═══\n\n` +
      renderTable({ columns: PWA_TARGET_COLUMNS, rows: pwaTargetRows(sections) }),
  );
  await writeJson(RESULTS, {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    mode: options.quick ? 'quick' : 'full',
    machine,
    loadAverage: { start: round1(loadAtStart), end: round1(loadAtEnd) },
    sections: Object.fromEntries(
      Object.entries(sections).map(([id, s]) => [
        id,
        { title: s.title, seconds: Math.round(s.seconds), failures: s.failures, notes: s.notes, data: s.data },
      ]),
    ),
  });
  if (loadAtEnd > machine.cpus * 0.5) console.log(`\n${busyWarning(loadAtEnd, machine.cpus)}`);
  console.log(
    `\nFigures written to ${RESULTS.slice(ROOT.length)}.` +
      (failed.length ? ` Parts failed in: ${failed.map(([id]) => id).join(', ')} (see FAILED lines above).` : ''),
  );
  process.exitCode = failed.length ? 1 : 0;
}

// Exit explicitly: a library's leftover handle (a keep-alive socket, a timer) must not keep the bench hanging.
main().then(
  () => process.exit(),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
