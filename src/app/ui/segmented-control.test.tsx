import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SegmentedControl } from './segmented-control';
import { renderUi } from './test-utils';

type View = 'all' | 'fan' | 'creator';

function ViewSwitch() {
  const [view, setView] = useState<View>('all');
  return (
    <>
      <SegmentedControl
        label="Page view"
        value={view}
        onValueChange={setView}
        items={[
          { value: 'all', label: 'All' },
          { value: 'fan', label: 'Fan' },
          { value: 'creator', label: 'Creator' },
        ]}
      />
      <output>{view}</output>
    </>
  );
}

describe('SegmentedControl', () => {
  it('is a named radio group that changes by click and arrow keys', async () => {
    const user = userEvent.setup();
    renderUi(<ViewSwitch />);
    expect(screen.getByRole('radiogroup', { name: 'Page view' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();

    await user.click(screen.getByText('Fan'));
    expect(screen.getByRole('status')).toHaveTextContent('fan');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('status')).toHaveTextContent('creator');
  });
});
