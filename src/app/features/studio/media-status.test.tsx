import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { StudioMedia } from '@shared/schemas/content-editor';
import { VideoFailureMessages } from '@shared/video-failure';
import { renderUi } from '@app/ui/test-utils';
import { MediaStatus } from './media-status';

const video = (status: StudioMedia['status'], code: StudioMedia['error_code'] = null): StudioMedia => ({
  id: 9,
  role: 'video',
  position: 0,
  status,
  // The sentence comes from the code, in the person's language, not from the API's English text.
  error: code && 'English text from the API',
  error_code: code,
  mime_type: 'application/vnd.apple.mpegurl',
  image: null,
  duration_seconds: null,
  captions: [],
});

describe('MediaStatus', () => {
  it('announces processing and ready without offering a retry', () => {
    const { unmount } = renderUi(<MediaStatus media={video(0)} onRetry={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toBe('Processing');
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    renderUi(<MediaStatus media={video(1)} onRetry={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toBe('Ready');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows why a video failed in words a creator understands, and retries it', () => {
    const onRetry = vi.fn();
    renderUi(<MediaStatus media={video(255, 'damaged')} onRetry={onRetry} />);
    expect(screen.getByRole('status').textContent).toBe('Failed');
    expect(screen.getByText(VideoFailureMessages.damaged)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try processing again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
