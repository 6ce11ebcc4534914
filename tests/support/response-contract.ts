import { TrieRouter } from 'hono/router/trie-router';
import * as v from 'valibot';
import { isOtherAnswer, type AnswerStatus, type OtherAnswer, type Responses } from '@server/http/answer';
import type { ApiRouter, RouteDoc } from '@server/http/route';
import { refusalsOf } from '@server/http/refusals';
import { ErrorBodySchema } from '@shared/schemas/envelope';

interface DeclaredRoute {
  name: string;
  doc: RouteDoc;
}

/**
 * Checks real answers against the routes' declared responses (issue 16 item 3), so the OpenAPI document
 * cannot drift from the code. Only routes that declare `responses` are checked; tests only, never in production.
 */
export function createResponseContract(mounts: { base: string; router: ApiRouter }[]) {
  const routes = new TrieRouter<DeclaredRoute>();
  for (const { base, router } of mounts) {
    for (const doc of router.docs) {
      const name = `${doc.method.toUpperCase()} ${base}${doc.path}`;
      routes.add(doc.method.toUpperCase(), `${base}${doc.path}`, { name, doc });
    }
  }
  /** Throws, naming the route, the status and each valibot issue's path, when the answer is not declared. */
  return async function check(method: string, url: string, response: Response): Promise<void> {
    const [matches] = routes.match(method.toUpperCase(), new URL(url, 'http://test').pathname);
    const route = matches[0]?.[0];
    if (!route?.doc.responses) return;
    const problem = await mismatch(route.doc, response);
    if (problem) throw new Error(`${route.name} answered ${response.status}: ${problem}`);
  };
}

async function mismatch(doc: RouteDoc, response: Response): Promise<string | undefined> {
  const { status } = response;
  // HTTP's own revalidation (the catalogue's ETags), not part of a route's contract.
  if (status === 304) return undefined;
  const declared = (doc.responses as Record<number, Responses[AnswerStatus]>)[status];
  const refusal = refusalsOf(doc).has(status as never);
  if (declared === undefined && !refusal) return 'a status the route does not declare (responses or refusals)';
  if (isOtherAnswer(declared)) return otherMismatch(declared, response);
  const schema = declared === undefined ? ErrorBodySchema : declared;
  const text = await bodyText(response);
  if (text === undefined) return undefined;
  if (schema === null) return text === '' ? undefined : 'a body where the route declares none';
  if (!response.headers.get('content-type')?.includes('application/json')) return 'a body that is not JSON';
  const sent = JSON.parse(text) as unknown;
  const result = v.safeParse(schema, sent);
  if (result.success) {
    const extra = undeclaredKeys(sent, result.output);
    return extra.length > 0 ? `keys the schema does not declare: ${extra.slice(0, 5).join(', ')}` : undefined;
  }
  return result.issues
    .slice(0, 5)
    .map((issue) => `${v.getDotPath(issue) ?? '(body)'}: ${issue.message}`)
    .join('; ');
}

/**
 * Strict answers: valibot's `object` drops the keys it does not know from its output, so a key that is in what the
 * server sent but not in what the schema gave back was never declared (a private field leaked, or the schema
 * is behind). `record`s and loose objects keep theirs, so only a strict shape is held to its keys.
 */
export function undeclaredKeys(sent: unknown, kept: unknown, path = ''): string[] {
  if (Array.isArray(sent) && Array.isArray(kept)) {
    return sent.flatMap((item, index) => undeclaredKeys(item, kept[index], `${path}[${index}]`));
  }
  if (!isRecord(sent) || !isRecord(kept)) return [];
  return Object.entries(sent).flatMap(([key, value]) => {
    const at = path ? `${path}.${key}` : key;
    return key in kept ? undeclaredKeys(value, kept[key], at) : [at];
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A redirect names where to; a body of a media type says it is of that type (`image/*` covers `image/png`). */
function otherMismatch(answer: OtherAnswer, response: Response): string | undefined {
  if (answer.kind === 'redirect') return response.headers.get('location') ? undefined : 'a redirect without Location';
  const type = response.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
  const [family, sub] = answer.type.split('/');
  const matches = sub === '*' ? family === '*' || type.startsWith(`${family}/`) : type === answer.type;
  return matches ? undefined : `a body of type "${type}" where the route declares ${answer.type}`;
}

/** The body as text, decoded when it was compressed (undefined for an encoding the check cannot read). */
async function bodyText(response: Response): Promise<string | undefined> {
  const encoding = response.headers.get('content-encoding');
  const copy = response.clone();
  if (!encoding || !copy.body) return copy.text();
  if (encoding !== 'gzip' && encoding !== 'deflate') return undefined;
  return new Response(copy.body.pipeThrough(new DecompressionStream(encoding))).text();
}
