/** Spec §5: the `non_field_error` key a form may hold for display is never sent. */
export function stripNonFieldError<T extends object>(values: T): Omit<T, 'non_field_error'> {
  const { non_field_error: _ignored, ...rest } = values as T & { non_field_error?: unknown };
  return rest;
}
