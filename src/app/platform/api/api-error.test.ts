import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFromBody, isApiError } from './api-error';

describe('apiErrorFromBody', () => {
  it('reads the message and the well-formed field errors', () => {
    const body = {
      message: 'The given data was invalid.',
      errors: [{ field: 'email', errors: ['Taken.'] }, { field: 'broken' }, 'junk'],
    };
    const error = apiErrorFromBody(422, body, { method: 'POST', path: '/auth/register' });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'ApiError',
      status: 422,
      message: 'The given data was invalid.',
      errors: [{ field: 'email', errors: ['Taken.'] }],
      data: body,
      request: { method: 'POST', path: '/auth/register' },
      isOffline: false,
    });
  });

  it('falls back to the status when the body is not the error envelope', () => {
    const error = apiErrorFromBody(500, '<html>Bad gateway</html>');
    expect(error.message).toBe('Error 500');
    expect(error.errors).toBeUndefined();
    expect(error.data).toBe('<html>Bad gateway</html>');
  });

  it('isApiError tells ApiErrors from other errors', () => {
    expect(isApiError(new ApiError(0, 'offline', null))).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError({ status: 404, message: 'Not Found' })).toBe(false);
  });
});
