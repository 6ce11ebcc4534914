import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { DEFAULT_LOCALE } from '@shared/locales';
import { descriptorOf, type ServerMessage } from '@shared/message-descriptor';
import { renderedOverrides } from '../i18n/overrides';
import { messageRenderer, type Render } from '../i18n/render';
import { createLogger } from '../logger';
import type { Env } from './context';
import { AppError, ErrorDescriptors } from './errors';

/**
 * Messages are localized, so clients cannot match on their text (spec §8 does, for sign-in):
 * a catalogue message also travels as a stable `code` (its key in `ErrorDescriptors`, e.g. `wrongCredentials`).
 */
const messageCodes = new Map<string, string>(Object.entries(ErrorDescriptors).map(([code, d]) => [d.id, code]));
const codeOf = (message: ServerMessage) =>
  messageCodes.get((typeof message === 'string' ? descriptorOf(message) : message)?.id ?? '');

/** The caller's language with the admin's overrides; a database that cannot answer means none (the answer still goes out). */
async function rendererFor(c: Context<Env>): Promise<Render> {
  const locale = c.var.locale ?? DEFAULT_LOCALE;
  const db = c.var.deps?.db;
  const overrides = db ? await renderedOverrides(db, locale).catch(() => ({})) : {};
  return messageRenderer(locale, overrides);
}

/**
 * The one place a failure becomes a response (spec §8): `{ message, errors? }` in the caller's
 * language. Anything that is not an AppError is a bug: it is logged with its stack and the
 * client learns nothing about it.
 */
export async function handleError(error: Error, c: Context<Env>): Promise<Response> {
  const render = await rendererFor(c);
  if (error instanceof AppError) {
    const code = codeOf(error.said);
    const body = {
      message: render(error.said),
      ...(code && { code }),
      ...(error.errors && {
        errors: error.errors.map(({ field, errors }) => ({ field, errors: errors.map(render) })),
      }),
    };
    return c.json(body, error.status, error.headers);
  }
  if (error instanceof HTTPException && error.status < 500) {
    // Thrown by Hono's own middleware (e.g. a body limit); its text is fixed English, never internals.
    return c.json(
      { message: render(error.message || ErrorDescriptors.serverError) },
      error.status as ContentfulStatusCode,
    );
  }
  createLogger(c.var.deps?.config.LOG_LEVEL ?? 'error').error(`${c.req.method} ${c.req.path} failed`, error);
  return c.json({ message: render(ErrorDescriptors.serverError), code: 'serverError' }, 500);
}

export async function handleNotFound(c: Context<Env>): Promise<Response> {
  return c.json({ message: (await rendererFor(c))(ErrorDescriptors.notFound), code: 'notFound' }, 404);
}
