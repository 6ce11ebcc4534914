import { describe, expect, it, vi } from 'vitest';
import type { MessageDescriptor } from '@lingui/core';
import { ApiError } from '@app/platform/api';
import { createErrorHandler } from './error-handler';

const t = (descriptor: MessageDescriptor) => descriptor.message ?? descriptor.id;
const apiError = (status: number, message = 'Server says no', errors?: ApiError['errors']) =>
  new ApiError(status, message, { message }, errors);

function setup() {
  const deps = { toast: { error: vi.fn() }, openNoPermission: vi.fn(), log: vi.fn(), t };
  return { ...deps, handle: createErrorHandler(deps) };
}

describe('createErrorHandler (spec §8)', () => {
  it('404: toasts Not Found and logs', () => {
    const { handle, toast, log, openNoPermission } = setup();
    const error = apiError(404);
    handle(error);
    expect(toast.error).toHaveBeenCalledExactlyOnceWith('Not Found');
    expect(log).toHaveBeenCalledExactlyOnceWith(error);
    expect(openNoPermission).not.toHaveBeenCalled();
  });

  it('403: toasts, logs and opens the no-permission dialog', () => {
    const { handle, toast, log, openNoPermission } = setup();
    handle(apiError(403));
    expect(toast.error).toHaveBeenCalledExactlyOnceWith('You do not have permission to do this.');
    expect(log).toHaveBeenCalledOnce();
    expect(openNoPermission).toHaveBeenCalledOnce();
  });

  it('403 a page shows itself: opens the dialog and logs, without a second message', () => {
    const { handle, toast, log, openNoPermission } = setup();
    handle(apiError(403), { handledLocally: true });
    expect(openNoPermission).toHaveBeenCalledOnce();
    expect(log).toHaveBeenCalledOnce();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it.each([429, 500, 501, 502, 503])('%i: toasts the generic message and logs', (status) => {
    const { handle, toast, log } = setup();
    handle(apiError(status));
    expect(toast.error).toHaveBeenCalledExactlyOnceWith('Oops something went wrong.');
    expect(log).toHaveBeenCalledOnce();
  });

  it.each([0, 400, 401, 422])('%i: stays quiet (offline, the client, or the form handles it)', (status) => {
    const { handle, toast, log, openNoPermission } = setup();
    handle(apiError(status));
    expect(toast.error).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
    expect(openNoPermission).not.toHaveBeenCalled();
  });

  it('shows the server’s own message for other client errors', () => {
    const { handle, toast, log } = setup();
    handle(apiError(409, 'Already in the playlist.'));
    expect(toast.error).toHaveBeenCalledExactlyOnceWith('Already in the playlist.');
    expect(log).not.toHaveBeenCalled();
  });

  it('treats an unexpected exception as a bug: generic toast and log; ignores cancellations', () => {
    const { handle, toast, log } = setup();
    handle(new DOMException('aborted', 'AbortError'));
    expect(toast.error).not.toHaveBeenCalled();
    const bug = new TypeError('x is undefined');
    handle(bug);
    expect(toast.error).toHaveBeenCalledExactlyOnceWith('Oops something went wrong.');
    expect(log).toHaveBeenCalledExactlyOnceWith(bug);
  });
});
