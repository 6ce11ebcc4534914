// @vitest-environment node
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * One icon set: icons come from lucide-react, imported per icon, and `npm run lint` refuses a hand-drawn one.
 * Only the logo, the sign-in providers' brand marks and the charts draw their own SVG.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root, ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-syntax' });

async function svgErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return (result?.messages ?? []).map((m) => m.message);
}

const handDrawn =
  'export const StarIcon = () => (\n  <svg viewBox="0 0 24 24"><path d="M12 2l3 7h7l-6 5 2 8-6-4-6 4 2-8-6-5h7z" /></svg>\n);\n';

describe('icon set rule', () => {
  it('refuses a hand-drawn icon in a feature, the shared client layer and the design system', async () => {
    for (const file of [
      'src/app/features/library/planted.tsx',
      'src/app/platform/player/planted.tsx',
      'src/app/ui/planted.tsx',
    ]) {
      expect(await svgErrors(file, handDrawn)).toEqual([expect.stringMatching(/^Icons come from lucide-react/)]);
    }
  });

  it('leaves the logo, brand marks and charts their own drawing', async () => {
    for (const file of [
      'src/app/ui/logo.tsx',
      'src/app/features/auth/social/brand-marks.tsx',
      'src/app/features/finance/income-chart.tsx',
    ]) {
      expect(await svgErrors(file, handDrawn)).toEqual([]);
    }
  });

  it('passes on the real tree', async () => {
    const results = await eslint.lintFiles(['src/app/**/*.tsx']);
    expect(results.flatMap((r) => r.messages.map((m) => `${r.filePath}: ${m.message}`))).toEqual([]);
  });
});
