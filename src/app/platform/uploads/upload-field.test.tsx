import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '@app/ui/test-utils';
import { FakeUploadServer } from './fake-transport';
import { UploadField } from './upload-field';

const video = (size = 10, name = 'class.mp4', type = 'video/mp4') =>
  new File(['x'.repeat(size)], name, { type, lastModified: 7 });

function chooseFile(file: File) {
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

beforeEach(() => localStorage.clear());

describe('UploadField', () => {
  it('offers a labelled chooser with the accepted types and limit of the purpose', () => {
    renderUi(
      <UploadField
        label="Main video"
        purpose="content"
        kinds={['video']}
        onUploaded={() => undefined}
        transport={new FakeUploadServer()}
      />,
    );
    expect(screen.getByRole('group', { name: 'Main video' })).toHaveAccessibleDescription(
      'MP4, MOV, or WebM, up to 4 GB.',
    );
    expect(screen.getByRole('button', { name: 'Choose a file: Main video' })).toBeVisible();
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    expect(input.accept).toContain('video/mp4');
    expect(input.accept).not.toContain('image/');
  });

  it('refuses a file of the wrong type before sending anything, with words a person can act on', async () => {
    const server = new FakeUploadServer();
    renderUi(
      <UploadField label="Cover" purpose="content" kinds={['image']} onUploaded={() => undefined} transport={server} />,
    );
    chooseFile(video());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This type of file cannot be used here. Choose a JPEG, PNG, or WebP file.',
    );
    expect(server.puts).toEqual([]);
  });

  it('refuses a file over the limit', async () => {
    renderUi(
      <UploadField label="Avatar" purpose="avatar" onUploaded={() => undefined} transport={new FakeUploadServer()} />,
    );
    const big = new File(['x'], 'me.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
    chooseFile(big);
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is too large. Choose one of at most 5 MB.');
  });

  it('uploads in parts with a progress bar and an announcement, then hands over the asset', async () => {
    const server = new FakeUploadServer(4);
    const onUploaded = vi.fn();
    renderUi(
      <UploadField label="Main video" purpose="content" kinds={['video']} onUploaded={onUploaded} transport={server} />,
    );
    chooseFile(video(10));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(expect.objectContaining({ id: 42 })));
    expect(server.puts).toHaveLength(3);
    expect(screen.getByText('Uploaded: class.mp4')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Upload complete: class.mp4');
  });

  it('shows progress while a part is in flight and cancels on request', async () => {
    const server = new FakeUploadServer(4);
    let release: () => void = () => undefined;
    server.putPart = (_url, body, { onProgress, signal }) =>
      new Promise((resolve, reject) => {
        onProgress(body.size / 2);
        release = () => resolve('"e"');
        signal.addEventListener('abort', () => reject(new DOMException('cancelled', 'AbortError')));
      });
    renderUi(
      <UploadField
        label="Main video"
        purpose="content"
        kinds={['video']}
        onUploaded={() => undefined}
        transport={server}
      />,
    );
    chooseFile(video(10));
    // The bar shows 0 % until the first part reports progress: wait for it, not for a moment.
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '20'));
    expect(screen.getByRole('status')).toHaveTextContent('Uploading class.mp4: 20%');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel upload' }));
    await waitFor(() => expect(server.cancelled).toEqual(['upload-1']));
    expect(screen.getByRole('button', { name: 'Choose a file: Main video' })).toBeVisible();
    release();
  });

  it('pauses when the connection drops and resumes by itself when back online', async () => {
    const server = new FakeUploadServer(4);
    server.failures = [0, 0, 0];
    const onUploaded = vi.fn();
    renderUi(
      <UploadField label="Main video" purpose="content" kinds={['video']} onUploaded={onUploaded} transport={server} />,
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    chooseFile(video(10));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    vi.useRealTimers();
    expect(await screen.findByRole('button', { name: 'Resume upload' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Connection lost. The upload continues when you are back online.',
    );
    expect(onUploaded).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(onUploaded).toHaveBeenCalled());
    // Only the part that failed was sent again, then the rest.
    expect(server.puts.map((p) => p.number)).toEqual([1, 1, 1, 1, 2, 3]);
  });

  it('shows the server’s refusal and lets the person choose another file', async () => {
    const server = new FakeUploadServer(4);
    server.refuseCompletion = { status: 422, message: 'The file’s content does not match an allowed type.' };
    renderUi(
      <UploadField
        label="Main video"
        purpose="content"
        kinds={['video']}
        onUploaded={() => undefined}
        transport={server}
      />,
    );
    chooseFile(video(4));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file’s content does not match an allowed type.');
    expect(screen.getByRole('button', { name: 'Choose another file: Main video' })).toBeVisible();
  });
});
