import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarList } from '#bar-list/bar-list.tsx';

describe('BarList', () => {
  it('reads as a named list of labels with their numbers, bars hidden from screen readers', () => {
    render(
      <BarList
        label="Envelopes"
        bars={[
          { label: 'Stored, free', value: 12 },
          { label: 'Shredded', value: 3, tone: 'muted' },
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Envelopes' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Stored, free12', 'Shredded3']);
    expect(items[0]!.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it('draws each bar as its share of the largest, or of a shared maximum', () => {
    const { container, rerender } = render(
      <BarList
        label="Parcels"
        bars={[
          { label: 'A', value: 4 },
          { label: 'B', value: 1 },
        ]}
      />,
    );
    const widths = () =>
      [...container.querySelectorAll<HTMLElement>('[aria-hidden="true"] > span')].map((bar) =>
        Object.values(bar.style).length ? bar.getAttribute('style') : '',
      );
    expect(widths()[0]).toContain('100%');
    expect(widths()[1]).toContain('25%');
    rerender(<BarList label="Parcels" bars={[{ label: 'A', value: 4 }]} max={8} />);
    expect(widths()[0]).toContain('50%');
  });
});
