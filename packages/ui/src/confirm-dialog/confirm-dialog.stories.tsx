import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ConfirmDialog } from '#confirm-dialog/confirm-dialog.tsx';
import { TextField } from '#text-field/text-field.tsx';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Delete folder',
    message: 'Are you sure you want to delete this folder?',
    confirmLabel: 'Delete',
    cancelLabel: 'Cancel',
    tone: 'danger',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DeleteFolder: Story = {};
export const PlanChange: Story = {
  args: {
    title: 'Change plan',
    message: 'Your balance will be charged or credited pro rata for the rest of this month.',
    confirmLabel: 'Change plan',
    tone: 'primary',
  },
};
export const Busy: Story = { args: { busy: true } };
export const CloseAccount: Story = {
  args: {
    title: 'Close account',
    message: 'Type close to confirm. Stored mail will be shredded.',
    confirmLabel: 'Close account',
    children: <TextField label="Confirmation" autoComplete="off" />,
  },
};
