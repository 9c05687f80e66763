import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Box } from '#box/box.tsx';

describe('Box', () => {
  it('turns style props into classes and passes the rest to the element', () => {
    render(
      <Box as="section" aria-label="Summary" padding="md" background="surface" borderRadius="lg">
        Content
      </Box>,
    );
    const section = screen.getByRole('region', { name: 'Summary' });
    expect(section.tagName).toBe('SECTION');
    expect(section).not.toHaveAttribute('padding');
    expect(section).not.toHaveAttribute('background');
    expect(section.classList.length).toBeGreaterThanOrEqual(4);
  });

  it('takes a value per screen size', () => {
    const { container } = render(
      <>
        <Box padding="md" />
        <Box padding={{ mobile: 'md', tablet: 'lg' }} />
      </>,
    );
    const [fixed, responsive] = [...container.children];
    expect(responsive!.classList.length).toBeGreaterThan(fixed!.classList.length);
  });
});
