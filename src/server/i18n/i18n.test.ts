import { describe, expect, it } from 'vitest';
import { definedMessages, englishOf, type Descriptor } from '@shared/message-descriptor';
import '../app';
import { messageRenderer } from './render';
import { serverTexts } from './server-catalogs';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const translated = ['ja', 'ko', 'zh'] as const;

describe('the server catalogs (src/server/locales)', () => {
  // The whole app is imported above, so every area's messages are defined.
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

  it('renders every message in English exactly as the shared schemas write it (no ICU quoting surprise)', () => {
    const render = messageRenderer('en');
    const raised = (d: Descriptor) => ({
      ...d,
      values: { ...Object.fromEntries(placeholders(d.message).map((name) => [name, 'X'])), ...d.values },
    });
    expect(messages.filter((d) => render(raised(d)) !== englishOf(raised(d))).map((d) => d.id)).toEqual([]);
  });
});
