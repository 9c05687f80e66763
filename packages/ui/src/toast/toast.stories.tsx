import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '#button/button.tsx';
import { ToastProvider, useToast } from '#toast/toast.tsx';

function ShowButtons() {
  const show = useToast();
  return (
    <div style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
      <Button onClick={() => show('Unable to view or action mail until verification is complete.')}>
        Open mail
      </Button>
      <Button variant="secondary" onClick={() => show('Email has been sent', { tone: 'success' })}>
        Send
      </Button>
      <Button variant="secondary" onClick={() => show('Unable to send email', { tone: 'error' })}>
        Fail
      </Button>
    </div>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastProvider,
  args: { children: <ShowButtons /> },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Press a button: the toast shows for 3 seconds (§9). */
export const Interactive: Story = {};

export const Showing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open mail' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Email has been sent');
  },
};
