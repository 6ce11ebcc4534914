import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise, type ICruiseResult, type IConfiguration, type IViolation } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The server's layer rules, as `npm run lint` runs them. */
const config = createRequire(import.meta.url)('../../.dependency-cruiser.server.cjs') as IConfiguration;

async function cruised(files: string[], options: Record<string, unknown> = {}): Promise<ICruiseResult> {
  const result = await cruise(
    files,
    { ...config.options, ...options, validate: true, ruleSet: { forbidden: config.forbidden } },
    undefined,
    options.baseDir ? {} : { tsConfig: extractTSConfig('tsconfig.json') },
  );
  if (typeof result.output === 'string') throw new Error('expected a JSON result');
  return result.output;
}

const moduleOf = (file: string) => /^src\/server\/modules\/([^/]+)\//.exec(file)?.[1];

/**
 * A cycle between domain modules (folders, not files), as "a → b → a", or null. Tests and their `testing.ts`
 * fixtures are left out: they may reach across modules.
 */
function moduleCycle(result: ICruiseResult): string | null {
  const next = new Map<string, Set<string>>();
  for (const file of result.modules) {
    const from = moduleOf(file.source);
    if (!from || /(\.test|\/testing)\.ts$/.test(file.source)) continue;
    for (const to of file.dependencies.map((d) => moduleOf(d.resolved))) {
      if (to && to !== from) next.set(from, (next.get(from) ?? new Set()).add(to));
    }
  }
  const done = new Set<string>();
  const visit = (name: string, path: string[]): string | null => {
    if (path.includes(name)) return [...path.slice(path.indexOf(name)), name].join(' → ');
    if (done.has(name)) return null;
    for (const to of next.get(name) ?? []) {
      const cycle = visit(to, [...path, name]);
      if (cycle) return cycle;
    }
    done.add(name);
    return null;
  };
  for (const name of next.keys()) {
    const cycle = visit(name, []);
    if (cycle) return cycle;
  }
  return null;
}

const described = (list: IViolation[]): string[] => list.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);

describe('server layer rules', () => {
  it('hold on the real tree: no file cycle, no infrastructure import of a module, no cycle between modules', async () => {
    const result = await cruised(['src/server', 'src/shared']);
    expect(described(result.summary.violations)).toEqual([]);
    expect(moduleCycle(result)).toBeNull();
  });

  describe('on a planted tree', () => {
    let root: string;
    const plant = async (file: string, text: string) => {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), text);
    };

    beforeAll(async () => {
      root = await mkdtemp(path.join(tmpdir(), 'stagepass-layers-'));
      await plant('src/server/modules/media/files-root.ts', "export const filesRoot = 'files';\n");
      await plant('src/server/jobs/job-queue.ts', "export { filesRoot } from '../modules/media/files-root';\n");
      await plant('src/server/modules/content/a.ts', "import { b } from './b';\nexport const a = () => b;\n");
      await plant('src/server/modules/content/b.ts', "import { a } from './a';\nexport const b = () => a;\n");
      await plant('src/server/modules/fan/list.ts', "import { a } from '../content/a';\nexport const list = a;\n");
      await plant('src/server/modules/content/c.ts', "import { list } from '../fan/list';\nexport const c = list;\n");
    });
    afterAll(() => rm(root, { recursive: true, force: true }));

    it('refuses an infrastructure import of a module, a file cycle and a module cycle', async () => {
      const result = await cruised(['src'], { baseDir: root, tsConfig: undefined });
      const found = described(result.summary.violations);
      expect(found).toContain(
        'infrastructure-not-to-modules: src/server/jobs/job-queue.ts → src/server/modules/media/files-root.ts',
      );
      expect(found).toContain('no-server-cycle: src/server/modules/content/a.ts → src/server/modules/content/b.ts');
      expect(moduleCycle(result)).toBe('content → fan → content');
      console.info(['Planted violations refused:', ...found, `module cycle: ${moduleCycle(result)}`].join('\n  '));
    });
  });
});
