import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '@app/ui/test-utils';
import { QualityChoice, SpeedChoice } from './playback-choices';

const options = (name: string) =>
  within(screen.getByRole('combobox', { name }))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('QualityChoice', () => {
  const levels = [
    { index: 1, height: 1080, bitrate: 5_000_000 },
    { index: 0, height: 720, bitrate: 2_500_000 },
    { index: 2, height: 360, bitrate: 800_000 },
  ];

  it('offers automatic quality and each rendition, and picks one by its hls.js level', () => {
    const onChange = vi.fn();
    renderUi(<QualityChoice levels={levels} value={-1} onChange={onChange} />);
    expect(options('Quality')).toEqual(['Auto', '1080p', '720p', '360p']);
    fireEvent.change(screen.getByRole('combobox', { name: 'Quality' }), { target: { value: '0' } });
    expect(onChange).toHaveBeenCalledWith(0);
  });

  it('is left out when there is one rendition or none (a plain file)', () => {
    renderUi(<QualityChoice levels={levels.slice(0, 1)} value={-1} onChange={() => undefined} />);
    expect(screen.queryByRole('combobox', { name: 'Quality' })).toBeNull();
  });
});

describe('SpeedChoice', () => {
  it('offers half to double speed', () => {
    const onChange = vi.fn();
    renderUi(<SpeedChoice value={1} onChange={onChange} />);
    expect(options('Playback speed')).toEqual(['0.5×', '0.75×', '1×', '1.25×', '1.5×', '2×']);
    fireEvent.change(screen.getByRole('combobox', { name: 'Playback speed' }), { target: { value: '1.5' } });
    expect(onChange).toHaveBeenCalledWith(1.5);
  });
});
