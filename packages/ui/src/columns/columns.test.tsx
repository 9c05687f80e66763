import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Column, Columns } from '#columns/columns.tsx';

describe('Columns', () => {
  it('lays its columns side by side, each filling or keeping its content width', () => {
    render(
      <Columns space="sm" collapseBelow="tablet" data-testid="row">
        <Column>Name</Column>
        <Column width="content">Date</Column>
      </Columns>,
    );
    const name = screen.getByText('Name');
    const date = screen.getByText('Date');
    expect(screen.getByTestId('row')).toContainElement(name);
    expect(name.className).not.toBe(date.className);
  });

  it('stacks on phones only when asked to', () => {
    const { container } = render(
      <>
        <Columns />
        <Columns collapseBelow="tablet" />
      </>,
    );
    const [plain, collapsing] = [...container.children];
    expect(plain!.className).not.toBe(collapsing!.className);
  });
});
