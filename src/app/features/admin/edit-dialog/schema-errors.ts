import * as v from 'valibot';

/**
 * The shared request schema run on what the form would send: the first message per form field, or undefined when
 * the server would accept it. `formField` names the form field a request field is typed in where they differ
 * (`names.ja` → `ja`); a message about a field the form does not show is left to the server's answer.
 */
export function schemaFieldErrors(
  schema: v.GenericSchema,
  input: unknown,
  formField: Readonly<Record<string, string>>,
  shownFields: readonly string[],
): Record<string, string> | undefined {
  const result = v.safeParse(schema, input);
  if (result.success) return undefined;
  const fields: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue);
    const field = key === null ? undefined : (formField[key] ?? key);
    if (field !== undefined && shownFields.includes(field)) fields[field] ??= issue.message;
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}
