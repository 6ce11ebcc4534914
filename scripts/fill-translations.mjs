// Extracts the PWA's messages and fills in ja/ko/zh translations from JSON files, so several people
// can add strings at once without editing the same PO files by hand.
// Run: node scripts/fill-translations.mjs .tmp/i18n/area.json [...]
// Each file: { "<English source text>": { "ja": "…", "ko": "…", "zh": "…" } }.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import PO from 'pofile';

const translated = ['ja', 'ko', 'zh'];
const files = process.argv.slice(2);

execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: 'ignore' });

const translations = {};
for (const file of files) Object.assign(translations, JSON.parse(readFileSync(file, 'utf8')));

for (const locale of translated) {
  const path = `src/app/locales/${locale}/messages.po`;
  const po = PO.parse(readFileSync(path, 'utf8'));
  let filled = 0;
  let missing = 0;
  for (const item of po.items) {
    const text = translations[item.msgid]?.[locale];
    if (text) {
      item.msgstr = [text];
      filled += 1;
    } else if (!item.msgstr[0]) missing += 1;
  }
  writeFileSync(path, po.toString() + '\n');
  console.log(`${locale}: ${filled} filled, ${missing} still missing`);
}
