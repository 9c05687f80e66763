import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LabelChips } from '#label-chip/label-chip.tsx';

describe('LabelChips', () => {
  it('lists the labels by name, the colour only decoration', () => {
    render(
      <LabelChips
        label="Labels"
        labels={[
          { name: 'Tax', colour: 'green' },
          { name: 'Bank', colour: 'blue' },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Labels' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Tax', 'Bank']);
  });

  it('shows nothing for an item without labels', () => {
    const { container } = render(<LabelChips label="Labels" labels={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
