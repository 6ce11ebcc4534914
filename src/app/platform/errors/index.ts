/** How a failed request reaches the person: the app's one handler, and a page's own refusals. */
export { applyToForm, type ApplyToFormOptions } from './apply-to-form';
export { createErrorHandler, errorMessages, type ErrorHandlerDeps, type Translate } from './error-handler';
export { stripNonFieldError } from './non-field-error';
export { mapLoginError } from './sign-in-refusal';
export { isLeftToPage, messagesFor, pageRefusal, refusalOf, refusalText, type Refusal } from './refusal';
export { toastRefusal } from './toast-refusal';
