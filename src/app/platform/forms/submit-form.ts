import { needSharedMessages } from '@app/platform/catalog-areas';

/**
 * Submits a form once the shared schemas' messages are in: a form sent before anything was typed in it would
 * otherwise show its refusals in English until they arrive.
 */
export async function submitForm(form: { handleSubmit: () => Promise<void> }): Promise<void> {
  await needSharedMessages();
  await form.handleSubmit();
}
