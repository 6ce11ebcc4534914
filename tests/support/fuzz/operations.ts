import type { Operation } from './requests';
import type { JsonSchema } from './schema-arbitrary';

interface Document {
  paths: Record<
    string,
    Record<
      string,
      {
        'x-scope': 'api' | 'backend';
        parameters?: { name: string; in: string; schema: JsonSchema }[];
        requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
      }
    >
  >;
}

/**
 * Routes that end or change the fuzz session's own sign-ins (log out, delete or block an account, change a
 * password or an e-mail): they run after everything else, so the other routes are reached signed in.
 */
const SESSION_ENDING = [
  /^get \/auth\/logout$/,
  /^(delete|put) \/api\/profile$/,
  /^put \/api\/profile\/password$/,
  /^post \/auth\/password\/reset$/,
  /^(put|post) \/admin-api\/users\b/,
];

const endsSession = (op: Operation) => SESSION_ENDING.some((re) => re.test(`${op.method} ${op.path}`));

/** Every operation of the document, the ones that end sessions last. */
export function operationsOf(doc: Document): Operation[] {
  const ops = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method,
      path,
      scope: op['x-scope'],
      query: (op.parameters ?? []).filter((p) => p.in === 'query').map(({ name, schema }) => ({ name, schema })),
      body: op.requestBody?.content['application/json'].schema,
    })),
  );
  return [...ops.filter((op) => !endsSession(op)), ...ops.filter(endsSession)];
}
