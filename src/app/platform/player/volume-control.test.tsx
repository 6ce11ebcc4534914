import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '@app/ui/test-utils';
import { VolumeControl } from './volume-control';

describe('VolumeControl', () => {
  it('is a labelled slider in percent, beside a mute button', () => {
    const onVolume = vi.fn();
    const onMute = vi.fn();
    renderUi(<VolumeControl volume={0.6} muted={false} onVolume={onVolume} onMute={onMute} />);
    const slider = screen.getByRole('slider', { name: 'Volume' });
    expect(slider).toHaveAttribute('aria-valuetext', '60%');
    fireEvent.change(slider, { target: { value: '0.3' } });
    expect(onVolume).toHaveBeenCalledWith(0.3);
    fireEvent.click(screen.getByRole('button', { name: 'Mute' }));
    expect(onMute).toHaveBeenCalled();
  });

  it('shows a muted player at zero, and unmutes from the same button', () => {
    renderUi(<VolumeControl volume={0.6} muted onVolume={() => undefined} onMute={() => undefined} />);
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveAttribute('aria-valuetext', 'Muted');
    expect(screen.getByRole('button', { name: 'Unmute' })).toHaveAttribute('aria-pressed', 'true');
  });
});
