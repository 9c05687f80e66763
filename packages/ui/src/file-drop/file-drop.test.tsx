import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileDrop } from '#file-drop/file-drop.tsx';

const png = new File(['png'], 'front.png', { type: 'image/png' });
const jpeg = new File(['jpg'], 'front.jpg', { type: 'image/jpeg' });
const pdf = new File(['pdf'], 'front.pdf', { type: 'application/pdf' });

function renderDrop(props: Partial<Parameters<typeof FileDrop>[0]> = {}) {
  const onFile = vi.fn();
  render(
    <FileDrop
      label="Front of your ID"
      instructions="Drop a JPEG or PNG here, or click to choose one"
      rejectMessage="Only JPEG or PNG images can be used"
      onFile={onFile}
      {...props}
    />,
  );
  const input = screen.getByLabelText(/Front of your ID/);
  return { onFile, input };
}

describe('FileDrop', () => {
  it('takes a JPEG or PNG chosen through its file input', async () => {
    const { onFile, input } = renderDrop();
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png');
    await userEvent.upload(input, png);
    expect(onFile).toHaveBeenCalledWith(png);
  });

  it('takes a dropped image', () => {
    const { onFile } = renderDrop();
    const zone = screen.getByText('Front of your ID').closest('label');
    if (!zone) throw new Error('no drop zone');
    fireEvent.dragOver(zone);
    expect(zone).toHaveAttribute('data-dragging');
    fireEvent.drop(zone, { dataTransfer: { files: [jpeg] } });
    expect(onFile).toHaveBeenCalledWith(jpeg);
    expect(zone).not.toHaveAttribute('data-dragging');
  });

  it('rejects any other type with the message it is given, until a good file comes', async () => {
    const { onFile, input } = renderDrop();
    const zone = screen.getByText('Front of your ID').closest('label');
    if (!zone) throw new Error('no drop zone');
    fireEvent.drop(zone, { dataTransfer: { files: [pdf] } });
    expect(onFile).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Only JPEG or PNG images can be used');
    expect(input).toBeInvalid();

    await userEvent.upload(input, png);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onFile).toHaveBeenCalledWith(png);
  });

  it('can say what was wrong with the file it refused', async () => {
    const heic = new File(['heic'], 'IMG_0001.HEIC', { type: 'image/heic' });
    const { onFile, input } = renderDrop({
      rejectMessage: (file) => `${file.name} is not a JPEG or PNG`,
    });
    await userEvent.upload(input, heic, { applyAccept: false });
    expect(onFile).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('IMG_0001.HEIC is not a JPEG or PNG');
  });

  it('shows upload progress and takes no other file meanwhile', () => {
    const { input } = renderDrop({ progress: 30, progressLabel: 'Uploading front' });
    expect(screen.getByRole('progressbar', { name: 'Uploading front' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
    expect(input).toBeDisabled();
  });

  it('shows the uploaded image with a Delete button in place of the drop zone', async () => {
    const onDelete = vi.fn();
    render(
      <FileDrop
        label="Front of your ID"
        instructions="Drop here"
        rejectMessage="No"
        onFile={() => {}}
        preview={{ src: 'blob:front', alt: 'Front of your ID' }}
        deleteAction={{ onDelete, label: 'Delete' }}
      />,
    );
    expect(screen.getByRole('img', { name: 'Front of your ID' })).toHaveAttribute(
      'src',
      'blob:front',
    );
    expect(
      screen.queryByLabelText(/Front of your ID/, { selector: 'input' }),
    ).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });
});
