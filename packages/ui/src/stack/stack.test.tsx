import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stack } from '#stack/stack.tsx';

describe('Stack', () => {
  it('renders the element asked for, keeping its own props', () => {
    render(
      <Stack as="ul" aria-label="Steps">
        <li>One</li>
        <li>Two</li>
      </Stack>,
    );
    expect(screen.getByRole('list', { name: 'Steps' }).tagName).toBe('UL');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('spaces its children by the step it is given', () => {
    const { container } = render(
      <>
        <Stack space="sm" />
        <Stack space="lg" />
        <Stack space="lg" className="extra" />
      </>,
    );
    const [small, large, withClass] = [...container.children];
    expect(small!.className).not.toBe(large!.className);
    expect(withClass!.className).toBe(`${large!.className} extra`);
  });
});
