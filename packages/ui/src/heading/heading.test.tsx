import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Heading } from '#heading/heading.tsx';

describe('Heading', () => {
  it('is the heading of the level given', () => {
    render(<Heading level={2}>Folders</Heading>);
    expect(screen.getByRole('heading', { level: 2, name: 'Folders' }).tagName).toBe('H2');
  });

  it('can look like another level while keeping its place in the outline', () => {
    render(
      <>
        <Heading level={1}>Page</Heading>
        <Heading level={1} size={2}>
          Smaller page
        </Heading>
      </>,
    );
    const page = screen.getByRole('heading', { name: 'Page' });
    const smaller = screen.getByRole('heading', { level: 1, name: 'Smaller page' });
    expect(smaller.className).not.toBe(page.className);
  });
});
