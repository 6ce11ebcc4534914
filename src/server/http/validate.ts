import * as v from 'valibot';
import { descriptorOf } from '@shared/message-descriptor';
import { AppError, ErrorDescriptors, invalid, type FieldError, type ServerMessage } from './errors';
import { unstorableFields } from './storable-text';
import { valibotDefault } from './valibot-messages';

/** An issue keeps only its text: the descriptor it came from, found by that text (or valibot's own wording). */
const messageOf = (issue: v.BaseIssue<unknown>): ServerMessage =>
  descriptorOf(issue.message) ?? valibotDefault(issue) ?? issue.message;

/** Turns valibot issues into the spec's `[{ field, errors }]`, one entry per dotted path. */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldError[] {
  const byField = new Map<string, ServerMessage[]>();
  for (const issue of issues) {
    const field = v.getDotPath(issue) ?? 'non_field_error';
    byField.set(field, [...(byField.get(field) ?? []), messageOf(issue)]);
  }
  return [...byField].map(([field, errors]) => ({ field, errors }));
}

export function parseOrThrow<S extends v.GenericSchema>(schema: S, data: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, data);
  if (!result.success) throw invalid(fieldErrors(result.issues));
  return result.output;
}

/** The one reader of JSON bodies (its size is bounded by `limitBodies` before it gets here). */
export async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    throw new AppError(400, ErrorDescriptors.malformed, [
      { field: 'non_field_error', errors: [ErrorDescriptors.malformed] },
    ]);
  }
  const unstorable = unstorableFields(body);
  if (unstorable.length) throw invalid(unstorable.map((field) => ({ field, errors: [ErrorDescriptors.unstorable] })));
  return body;
}
