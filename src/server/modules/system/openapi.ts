import { readFileSync } from 'node:fs';
import { toJsonSchema, toJsonSchemaDefs } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { isOtherAnswer, type AnswerStatus, type OtherAnswer } from '../../http/answer';
import { refusalsOf } from '../../http/refusals';
import { namedSchemas } from './openapi-components';
import type { ApiRouter, RouteDoc } from '../../http/route';

export interface MountedRouter {
  base: string;
  router: ApiRouter;
}

type JsonSchema = Record<string, unknown>;

const version = (
  JSON.parse(readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

const conversion = {
  errorMode: 'ignore',
  target: 'draft-2020-12',
  overrideRef: ({ referenceId }: { referenceId: string }) => `#/components/schemas/${referenceId}`,
} as const;

/**
 * Transforms and custom checks have no JSON Schema form: they are left out rather than failing the document.
 * The named schemas become `$ref`s to `components`.
 */
function jsonSchema(schema: v.GenericSchema): JsonSchema {
  const {
    $schema: _,
    $defs: __,
    ...rest
  } = toJsonSchema(schema, {
    ...conversion,
    definitions: namedSchemas,
  }) as JsonSchema;
  return rest;
}

/** Hono `/content/:id{[0-9]+}` → OpenAPI `/content/{id}`. */
export function openApiPath(honoPath: string): { path: string; names: string[] } {
  const names: string[] = [];
  const path = honoPath.replace(/:(\w+)(\{[^}]*\})?\??/g, (_, name: string) => {
    names.push(name);
    return `{${name}}`;
  });
  return { path, names };
}

function queryParameters(schema: v.GenericSchema): JsonSchema[] {
  const json = jsonSchema(schema);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }));
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

const descriptions: Record<AnswerStatus, string> = {
  200: 'Success',
  201: 'Created',
  202: 'Accepted',
  204: 'No content',
  206: 'Part of the body (the Range asked for)',
  302: 'Found',
  303: 'See other',
  416: 'The Range cannot be served (no body)',
  503: 'Not available',
};

/** A redirect's target, or a body of one media type. */
function otherResponse(answer: OtherAnswer): Record<string, unknown> {
  if (answer.kind === 'redirect') {
    return {
      description: answer.description,
      headers: { Location: { description: 'Where to go', schema: { type: 'string', format: 'uri-reference' } } },
    };
  }
  return {
    description: answer.description,
    content: { [answer.type]: { schema: { type: 'string', format: 'binary' } } },
  };
}

function declaredResponse(status: AnswerStatus, answer: v.GenericSchema | OtherAnswer | null): Record<string, unknown> {
  if (isOtherAnswer(answer)) return otherResponse(answer);
  const schema = answer;
  return {
    description: descriptions[status],
    ...(schema && { content: { 'application/json': { schema: jsonSchema(schema) } } }),
  };
}

function responses(doc: RouteDoc): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [status, answer] of Object.entries(doc.responses ?? {})) {
    out[status] = declaredResponse(Number(status) as AnswerStatus, answer);
  }
  for (const [status, description] of refusalsOf(doc)) out[String(status)] ??= errorResponse(description);
  return out;
}

function operation(mount: MountedRouter, doc: RouteDoc, pathNames: string[]): JsonSchema {
  const parameters = [
    ...pathNames.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
    ...(doc.query ? queryParameters(doc.query) : []),
  ];
  return {
    operationId: `${doc.method}${mount.base}${doc.path}`.replace(
      /[^A-Za-z0-9]+(.)?/g,
      (_, ch?: string) => ch?.toUpperCase() ?? '',
    ),
    summary: doc.summary,
    ...(doc.description && { description: doc.description }),
    tags: [mount.base.replace(/^\//, '') || 'root'],
    security: doc.access === 'public' ? [{}, { bearer: [] }] : [{ bearer: [] }],
    'x-scope': mount.router.scope,
    'x-access': doc.access,
    'x-permissions': doc.permissions,
    ...(parameters.length > 0 && { parameters }),
    ...(doc.body && {
      requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(doc.body) } } },
    }),
    responses: responses(doc),
  };
}

/** The OpenAPI 3.1 document, built from what every route declared through defineRoute. */
export function buildOpenApiDocument(mounts: MountedRouter[], publicUrl: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const mount of mounts) {
    for (const doc of mount.router.docs) {
      const { path, names } = openApiPath(`${mount.base}${doc.path}`);
      paths[path] = { ...paths[path], [doc.method]: operation(mount, doc, names) };
    }
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Stagepass API', version },
    servers: [{ url: publicUrl }],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'An opaque token from /auth' } },
      schemas: toJsonSchemaDefs(namedSchemas, conversion),
    },
  };
}
