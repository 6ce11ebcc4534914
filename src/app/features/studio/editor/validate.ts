import * as v from 'valibot';

type Path = readonly { key: unknown }[] | undefined;

/** A valibot issue path as TanStack Form names fields: `meetings[0].starts_at`. */
export function formFieldName(path: Path): string {
  return (path ?? []).reduce<string>((name, { key }) => {
    if (typeof key === 'number') return `${name}[${key}]`;
    return name ? `${name}.${String(key)}` : String(key);
  }, '');
}

/**
 * A form-level validator from the shared schema. The form may hold values in the shape a person
 * edits (local date-times, chosen objects); `toInput` turns them into the request first, and `rename`
 * maps a request field back to the form's (`tag_ids` → `tags`).
 */
export function schemaValidator<T>(
  schema: v.GenericSchema,
  toInput: (value: T) => unknown = (value) => value,
  rename: Record<string, string> = {},
) {
  return ({ value }: { value: T }) => {
    const result = v.safeParse(schema, toInput(value));
    if (result.success) return undefined;
    const fields: Record<string, string> = {};
    let form: string | undefined;
    for (const issue of result.issues) {
      const name = formFieldName(issue.path as Path);
      if (!name) form ??= issue.message;
      else fields[rename[name] ?? name] ??= issue.message;
    }
    return { form, fields };
  };
}
