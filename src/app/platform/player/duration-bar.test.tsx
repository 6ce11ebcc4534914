import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '@app/ui/test-utils';
import { DurationBar } from './duration-bar';

describe('DurationBar', () => {
  it('shows elapsed m:ss, the time left with a leading minus, and seeks in 0.1 s steps', () => {
    const onSeek = vi.fn();
    renderUi(<DurationBar current={72.4} duration={185} onSeek={onSeek} />);
    expect(screen.getByTestId('elapsed')).toHaveTextContent('1:12');
    expect(screen.getByTestId('remaining')).toHaveTextContent('-1:53');
    const slider = screen.getByRole('slider', { name: 'Seek' });
    expect(slider).toHaveAttribute('step', '0.1');
    expect(slider).toHaveAttribute('aria-valuetext', '1:12 of 3:05');
    fireEvent.change(slider, { target: { value: '12.3' } });
    expect(onSeek).toHaveBeenCalledWith(12.3);
  });

  it('stays at 0:00 and disabled until the length is known', () => {
    renderUi(<DurationBar current={0} duration={Number.NaN} onSeek={() => undefined} />);
    expect(screen.getByTestId('remaining')).toHaveTextContent('-0:00');
    expect(screen.getByRole('slider', { name: 'Seek' })).toBeDisabled();
  });
});
