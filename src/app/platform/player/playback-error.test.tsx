import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '@app/ui/test-utils';
import { PlaybackError } from './playback-error';

describe('PlaybackError', () => {
  it('says a missing video is not available, with nothing to retry', () => {
    renderUi(<PlaybackError failure="unavailable" onRetry={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This video is not available.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('asks to check the connection when the network failed, and retries', () => {
    const onRetry = vi.fn();
    renderUi(<PlaybackError failure="network" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Check your connection');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
