import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon, ICON_NAMES } from '#icon/icon.tsx';

describe('Icon', () => {
  it('is hidden from screen readers and never takes keyboard focus', () => {
    const { container } = render(<Icon name="trash" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
  });

  it('draws every named icon in the current text colour', () => {
    for (const name of ICON_NAMES) {
      const { container, unmount } = render(<Icon name={name} />);
      expect(container.querySelector('svg')).toHaveAttribute('stroke', 'currentColor');
      expect(container.querySelector('path')?.getAttribute('d')).toMatch(/^M/);
      unmount();
    }
  });
});
