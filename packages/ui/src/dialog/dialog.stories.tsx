import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '#button/button.tsx';
import { Dialog } from '#dialog/dialog.tsx';
import { TextField } from '#text-field/text-field.tsx';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  args: {
    open: true,
    onClose: fn(),
    title: 'New address',
    closeLabel: 'Close',
    children: (
      <div style={{ display: 'grid', gap: '1rem' }}>
        <TextField label="Full Name" autoComplete="name" />
        <TextField label="Street Address" autoComplete="address-line1" />
      </div>
    ),
    actions: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button>Save</Button>
      </>
    ),
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const WithDescription: Story = {
  args: {
    title: 'Add to a pending forward?',
    description: 'These items can join a forward that has not been sent yet, or start a new one.',
    children: undefined,
    actions: (
      <>
        <Button variant="secondary">Create new</Button>
        <Button>Add to pending</Button>
      </>
    ),
  },
};

function OpenFromAButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Change password</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Change password"
        closeLabel="Close"
        actions={<Button onClick={() => setOpen(false)}>Update</Button>}
      >
        <TextField label="New password" type="text" />
      </Dialog>
    </>
  );
}

/** Opens from a button; Escape, the × and the backdrop close it and focus returns to the button. */
export const OpensFromAButton: Story = { render: () => <OpenFromAButton /> };
