import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EmptyState } from '#empty-state/empty-state.tsx';

describe('EmptyState', () => {
  it('says there is nothing here and offers the way forward it is given', async () => {
    const onAdd = vi.fn();
    render(
      <EmptyState
        icon="folder"
        title="No folders created"
        description="To create a folder click Add/Delete Folder"
        action={
          <button type="button" onClick={onAdd}>
            Add/Delete Folder
          </button>
        }
      />,
    );
    expect(screen.getByText('No folders created')).toBeInTheDocument();
    expect(screen.getByText('To create a folder click Add/Delete Folder')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add/Delete Folder' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('shows only what it is given', () => {
    const { container } = render(<EmptyState title="Nothing is selected" />);
    expect(container).toHaveTextContent(/^Nothing is selected$/);
    expect(container.querySelector('svg')).toBeNull();
  });
});
