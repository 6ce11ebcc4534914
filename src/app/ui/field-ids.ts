import { useId } from 'react';

/*
 * Kept apart from the field shell (and so from the `fields` chunk, vite.config.ts): a checkbox or switch on a page
 * without text fields needs its ids, not the text fields.
 */
export interface FieldIds {
  control: string;
  hint: string;
  error: string;
  counter: string;
}

/** Stable ids for a field's control and the texts that describe it. */
export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const control = id ?? generated;
  return { control, hint: `${control}-hint`, error: `${control}-error`, counter: `${control}-counter` };
}

/**
 * aria-describedby for the control. Ark links errors only through aria-errormessage,
 * which several screen readers ignore, so the error id is listed here as well.
 */
export function describedBy(ids: FieldIds, parts: { hint?: boolean; error?: boolean; counter?: boolean }) {
  const list = [parts.hint && ids.hint, parts.error && ids.error, parts.counter && ids.counter].filter(Boolean);
  return list.length > 0 ? list.join(' ') : undefined;
}
