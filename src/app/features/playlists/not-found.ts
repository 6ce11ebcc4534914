import { isApiError } from '@app/platform/api';

/** Another fan's playlist and a deleted one both answer 404: the page says it is not there. */
export const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;
