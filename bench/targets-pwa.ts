import { FIRST_VIEW_TARGET_KIB } from './first-view-pages';
import type { Cell, SectionResult } from './report';

/** What issue 17 asks of the PWA, one row per figure beside its target (never asserted). */
type Sections = Record<string, SectionResult>;

interface FirstViewData {
  views?: { page: string; path: string; gzipBytes: number; scripts: number }[];
}
type Scores = Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number | null>;
interface LighthouseData {
  runsPerPage?: number;
  pages?: Record<string, { median: { scores: Scores } }>;
}
interface PlaybackData {
  cold?: { jsGzipBytes: number; jsFiles: number; playToFrameMs: number };
  warm?: { playToFrameMs: number; firstFrameMs: number };
  scores?: (string | number | null)[][];
}
interface BundleData {
  build?: { rebuilt: string | null; seconds: number };
  precache?: { entries: number; gzipBytes: number } | null;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const met = (ok: boolean | undefined): Cell => (ok === undefined ? 'not measured' : ok ? 'met' : 'NOT MET');
const scoreList = (s: Scores) =>
  [s.performance, s.accessibility, s['best-practices'], s.seo].map((n) => n ?? '—').join(' / ');
const scoresMet = (s: Scores) =>
  (s.performance ?? 0) >= 95 && s.accessibility === 100 && s['best-practices'] === 100 && s.seo === 100;

export function pwaTargetRows(sections: Sections): Cell[][] {
  const firstView = sections['first-view']?.data as FirstViewData | undefined;
  const lighthouse = sections.lighthouse?.data as LighthouseData | undefined;
  const playback = sections.playback?.data as PlaybackData | undefined;
  const bundle = sections.bundle?.data as BundleData | undefined;
  const rows: Cell[][] = [];
  for (const view of firstView?.views ?? []) {
    rows.push([
      `first view ${view.page} (${view.path}): JS gz · requests`,
      `${kib(view.gzipBytes)} · ${view.scripts}`,
      `≤ ${FIRST_VIEW_TARGET_KIB} KB`,
      met(view.gzipBytes / 1024 <= FIRST_VIEW_TARGET_KIB),
    ]);
  }
  const runs = lighthouse?.runsPerPage ?? 0;
  for (const [page, entry] of Object.entries(lighthouse?.pages ?? {})) {
    rows.push([
      `Lighthouse ${page}, signed out (${runs > 1 ? `median of ${runs}` : 'one run'}): perf / a11y / BP / SEO`,
      scoreList(entry.median.scores),
      '≥ 95 / 100 / 100 / 100',
      met(scoresMet(entry.median.scores)),
    ]);
  }
  for (const [path, ...scores] of playback?.scores ?? []) {
    rows.push([`Lighthouse ${path}, signed in (one run)`, scores.join(' / '), '≥ 95 / 100 / 100 / 100', 'reported']);
  }
  const precache = bundle?.precache;
  rows.push([
    'precache, a fan’s first install (gzip)',
    precache ? `${kib(precache.gzipBytes)} · ${precache.entries} files` : null,
    '≤ 1024 KB',
    met(precache ? precache.gzipBytes <= 1024 * 1024 : undefined),
  ]);
  const cold = playback?.cold;
  rows.push([
    'player: JS before the first frame (cold, gzip)',
    cold ? `${kib(cold.jsGzipBytes)} · ${cold.jsFiles} files` : null,
    `≤ ${FIRST_VIEW_TARGET_KIB} KB`,
    met(cold ? cold.jsGzipBytes / 1024 <= FIRST_VIEW_TARGET_KIB : undefined),
  ]);
  const warm = playback?.warm;
  rows.push([
    'player: play → first frame, repeat visit',
    warm ? `${Math.round(warm.playToFrameMs)} ms` : null,
    '≤ 1000 ms',
    met(warm ? warm.playToFrameMs <= 1000 : undefined),
  ]);
  const build = bundle?.build;
  rows.push([
    'npm run build',
    build?.rebuilt ? `${build.seconds.toFixed(0)} s` : 'dist/ was current (not timed)',
    '≤ ½ of 167 s (loaded) → ≤ 83 s',
    met(build?.rebuilt ? build.seconds <= 83 : undefined),
  ]);
  return rows;
}

export const PWA_TARGET_COLUMNS = [
  { label: 'figure' },
  { label: 'this run' },
  { label: 'target' },
  { label: 'vs target' },
];
