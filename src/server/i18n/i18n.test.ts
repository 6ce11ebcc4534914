import { describe, expect, it } from 'vitest';
import { definedMessages, fill, type Descriptor } from '@shared/message-descriptor';
import '../app';
import '../background-jobs';
import '../realtime-handlers';
import { messageRenderer } from './render';
import { serverTexts } from './server-catalogs';

/** A message's arguments: `{name}` and the counted one of an ICU plural (`{hours, plural, one {# hour} …}`). */
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]).sort();
const counted = (text: string) => [...text.matchAll(/\{(\w+), plural,/g)].map((m) => m[1]);
const translated = ['ja', 'ko', 'zh'] as const;

describe('the server catalogs (src/server/locales)', () => {
  // The app and its background jobs are imported above, so every area's messages are defined.
  const messages: Descriptor[] = definedMessages();

  it('has a ja, ko and zh text with the same placeholders for every message id the server uses', () => {
    expect(messages.length).toBeGreaterThan(50);
    const missing = messages.flatMap((d) =>
      translated
        .filter((locale) => {
          const text = serverTexts[locale][d.id];
          return !text?.trim() || placeholders(text).join() !== placeholders(d.message).join();
        })
        .map((locale) => `${locale} ${d.id}`),
    );
    expect(missing).toEqual([]);
  });

  it('holds each message as written in the code, and no id the code no longer uses', () => {
    expect(Object.fromEntries(messages.map((d) => [d.id, serverTexts.en[d.id]]))).toEqual(
      Object.fromEntries(messages.map((d) => [d.id, d.message])),
    );
    expect(Object.keys(serverTexts.en).sort()).toEqual(messages.map((d) => d.id).sort());
  });

  it('renders every message in every language as written, values filled in (no ICU quoting surprise)', () => {
    const wrong = (['en', ...translated] as const).flatMap((locale) => {
      const render = messageRenderer(locale);
      return messages
        .map((d) => ({ d, values: Object.fromEntries(placeholders(d.message).map((name) => [name, `<${name}>`])) }))
        .filter(({ d, values }) => {
          const text = serverTexts[locale][d.id] ?? '';
          // A plural is ICU by intent: counted with a number, it leaves no ICU syntax behind.
          if (counted(d.message).length > 0) {
            const said = render({
              ...d,
              values: { ...values, ...Object.fromEntries(counted(d.message).map((n) => [n, 2])) },
            });
            return /[{}#]/.test(said) || !said.includes('2');
          }
          return render({ ...d, values }) !== fill(text, values);
        })
        .map(({ d }) => `${locale} ${d.id}`);
    });
    expect(wrong).toEqual([]);
  });
});
