import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { format, resolveConfig } from 'prettier';

export type Cell = string | number | null;

export interface Column {
  label: string;
  /** Numbers read best right-aligned; the default follows the column's first value. */
  align?: 'left' | 'right';
}

export interface Table {
  title?: string;
  columns: Column[];
  rows: Cell[][];
}

/** What a section hands back: tables to print, lines to print under them, and figures for latest.json. */
export interface SectionResult {
  tables: Table[];
  /** Lines printed under the tables: skipped parts, caveats. */
  notes: string[];
  /** Parts that failed (a server that never started, a build error): printed loudly, exit code 1. */
  failures: string[];
  data: Record<string, unknown>;
}

export function emptyResult(): SectionResult {
  return { tables: [], notes: [], failures: [], data: {} };
}

/** The message of anything thrown, first lines only (a child's output tail is kept in the message). */
/** The error's message and its causes (undici's "fetch failed" says why only in `cause`). */
export function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? ` (${errorText(error.cause)})` : '';
  const code = (error as { code?: unknown }).code;
  return `${typeof code === 'string' ? `${code}: ` : ''}${error.message}${cause}`;
}

export function fixed(value: number | null | undefined, digits = 1): Cell {
  return value === null || value === undefined || Number.isNaN(value) ? null : value.toFixed(digits);
}

export function kib(bytes: number | null | undefined): Cell {
  return bytes === null || bytes === undefined ? null : `${(bytes / 1024).toFixed(1)} KiB`;
}

export function renderTable(table: Table): string {
  const text = (cell: Cell) => (cell === null ? '—' : String(cell));
  const widths = table.columns.map((column, i) =>
    Math.max(column.label.length, ...table.rows.map((row) => text(row[i] ?? null).length)),
  );
  const aligns = table.columns.map((column, i) => {
    if (column.align) return column.align;
    const first = table.rows.find((row) => row[i] !== null && row[i] !== undefined)?.[i];
    return typeof first === 'number' || /^[\d.,]+( ?[a-zA-Z%]+)?$/.test(String(first ?? '')) ? 'right' : 'left';
  });
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (aligns[i] === 'right' ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  const out: string[] = [];
  if (table.title) out.push(table.title);
  out.push(line(table.columns.map((c) => c.label)));
  out.push(widths.map((w) => '─'.repeat(w)).join('  '));
  for (const row of table.rows) out.push(line(table.columns.map((_, i) => text(row[i] ?? null))));
  return out.join('\n');
}

export function renderSection(title: string, result: SectionResult, seconds: number): string {
  const out = [`\n═══ ${title} ${'═'.repeat(Math.max(3, 76 - title.length))}  (${seconds.toFixed(0)} s)`];
  for (const table of result.tables) out.push('', renderTable(table));
  if (result.notes.length) out.push('', ...result.notes.map((n) => `  note: ${n}`));
  if (result.failures.length)
    out.push('', ...result.failures.map((f) => `  FAILED: ${f.replace(/\n/g, '\n          ')}`));
  return out.join('\n');
}

/** Written through Prettier so `prettier --check .` (part of `npm test`) stays clean with a results file present. */
export async function writeJson(path: string, value: unknown): Promise<void> {
  mkdirSync(dirname(path), { recursive: true });
  const options = (await resolveConfig(path)) ?? {};
  writeFileSync(path, await format(JSON.stringify(value, null, 2), { ...options, filepath: path }));
}
