import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Text } from '#text/text.tsx';

describe('Text', () => {
  it('is a span unless asked to be a paragraph or another text element', () => {
    render(
      <>
        <Text>Inline words</Text>
        <Text as="p">A paragraph</Text>
        <Text as="time" dateTime="2026-11-24">
          24 Nov
        </Text>
      </>,
    );
    expect(screen.getByText('Inline words').tagName).toBe('SPAN');
    expect(screen.getByText('A paragraph').tagName).toBe('P');
    expect(screen.getByText('24 Nov')).toHaveAttribute('datetime', '2026-11-24');
  });

  it('styles size, weight, tone and truncation from the theme', () => {
    render(
      <>
        <Text>Plain</Text>
        <Text tone="critical">Failed</Text>
        <Text weight="strong">Unread</Text>
        <Text size="sm">Small</Text>
        <Text truncate>Long name</Text>
      </>,
    );
    const classes = ['Plain', 'Failed', 'Unread', 'Small', 'Long name'].map(
      (words) => screen.getByText(words).className,
    );
    expect(new Set(classes).size).toBe(5);
  });
});
