// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { cruise, type IConfiguration } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The layers of the app (docs/architecture.md, "Layers of the app") are enforced by `npm run lint`: ESLint's
 * boundaries rule refuses a wrong import, dependency-cruiser an import cycle. These prove both refuse a planted
 * violation and that the real tree passes.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const depcruiseConfig = createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as IConfiguration;
const eslint = new ESLint({ cwd: root, ruleFilter: ({ ruleId }) => ruleId === 'boundaries/dependencies' });

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('layer rule', () => {
  it("refuses another feature's internals, allows its index", async () => {
    const deep = await layerErrors(
      'src/app/features/library/planted.ts',
      "import { BuyLink } from '@app/features/purchase/buy-link';\nexport const planted = BuyLink;\n",
    );
    expect(deep).toEqual([expect.stringMatching(/^boundaries\/dependencies: feature may not import feature purchase/)]);
    const viaIndex = await layerErrors(
      'src/app/features/library/planted.ts',
      "import { BuyLink } from '@app/features/purchase';\nexport const planted = BuyLink;\n",
    );
    expect(viaIndex).toEqual([]);
  });

  it('refuses an upward import: the design system or the shared client layer importing a feature', async () => {
    const code = "import { BuyLink } from '@app/features/purchase';\nexport const planted = BuyLink;\n";
    expect(await layerErrors('src/app/ui/planted.ts', code)).toEqual([
      expect.stringMatching(/^boundaries\/dependencies: ui may not import feature/),
    ]);
    expect(await layerErrors('src/app/platform/planted.ts', code)).toEqual([
      expect.stringMatching(/^boundaries\/dependencies: platform may not import feature/),
    ]);
    expect(
      await layerErrors('src/app/features/library/planted.ts', "export { AppShell } from '@app/shell/app-shell';\n"),
    ).toEqual([expect.stringMatching(/^boundaries\/dependencies: feature may not import shell/)]);
  });

  it('passes on the real tree', async () => {
    const results = await eslint.lintFiles(['src/app']);
    expect(results.flatMap((r) => r.messages.map((m) => `${r.filePath}: ${m.message}`))).toEqual([]);
  });
});

describe('cycle rule', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'planted-cycle-'));
    await writeFile(join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
    await writeFile(join(dir, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const cycles = async (paths: string[]) => {
    const config = depcruiseConfig;
    const { output } = await cruise(
      paths,
      { ...config.options, ruleSet: { forbidden: config.forbidden }, validate: true, baseDir: root },
      {},
      { tsConfig: extractTSConfig(join(root, 'tsconfig.json')) },
    );
    if (typeof output === 'string') throw new Error(output);
    return output.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
  };

  it('refuses a planted cycle', async () => {
    expect(await cycles([dir])).toEqual([expect.stringMatching(/^no-circular: .*a\.ts -> .*b\.ts$/)]);
  });

  it('finds none in the app', async () => {
    expect(await cycles(['src/app'])).toEqual([]);
  });
});
