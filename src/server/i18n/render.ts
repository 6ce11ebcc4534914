import { setupI18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Locale } from '@shared/locales';
import { descriptorOf, type ServerMessage } from '@shared/message-descriptor';
import { compileTexts, serverCatalogs } from './server-catalogs';

/** A locale's catalog over English, so a message without a translation shows its English source. */
const withFallback = Object.fromEntries(
  Object.entries(serverCatalogs).map(([locale, messages]) => [locale, { ...serverCatalogs.en, ...messages }]),
) as Record<Locale, Messages>;

/** Renders server messages in one language. */
export type Render = (message: ServerMessage) => string;

function rendererOf(locale: Locale, messages: Messages): Render {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  // A message raised with an id the catalogs do not have yet is compiled from its English source.
  i18n.setMessagesCompiler(compileMessage);
  return (message) => {
    if (typeof message !== 'string') return i18n._(message);
    const descriptor = descriptorOf(message);
    // Text no area defined (a value that is its own message, e.g. a moderator's block reason) stays as written.
    return descriptor ? i18n._(descriptor) : message;
  };
}

/** Without overrides (most renderings), one renderer per locale serves every request. */
const plain = new Map<Locale, Render>();

/**
 * The one place a server message becomes text: by its id in the locale's catalog, with the admin's runtime
 * overrides (`{ id: text }`, ICU source) over it. An English sentence (valibot passes on text) is led back
 * to its descriptor.
 */
export function messageRenderer(locale: Locale, overrides: Record<string, string> = {}): Render {
  const ours = Object.entries(overrides).filter(([id]) => id in serverCatalogs.en);
  if (ours.length > 0)
    return rendererOf(locale, { ...withFallback[locale], ...compileTexts(Object.fromEntries(ours)) });
  let render = plain.get(locale);
  if (!render) plain.set(locale, (render = rendererOf(locale, withFallback[locale])));
  return render;
}
