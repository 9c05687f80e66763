import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Inline } from '#inline/inline.tsx';

describe('Inline', () => {
  it('renders a row of its children as the element asked for', () => {
    render(
      <Inline as="nav" aria-label="Links">
        <a href="/a">A</a>
        <a href="/b">B</a>
      </Inline>,
    );
    expect(screen.getByRole('navigation', { name: 'Links' })).toContainElement(
      screen.getByRole('link', { name: 'B' }),
    );
  });

  it('takes its space and alignment from props', () => {
    const { container } = render(
      <>
        <Inline />
        <Inline align="end" />
        <Inline space="lg" />
      </>,
    );
    const classes = [...container.children].map((element) => element.className);
    expect(new Set(classes).size).toBe(3);
  });
});
