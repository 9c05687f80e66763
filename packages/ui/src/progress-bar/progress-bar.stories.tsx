import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '#button/button.tsx';
import { ProgressBar, useFakeProgress } from '#progress-bar/progress-bar.tsx';

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: { label: 'Uploading front of ID', value: 40 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Determinate: Story = {};
export const Complete: Story = { args: { value: 100 } };
export const Indeterminate: Story = { args: { label: 'Loading', value: undefined } };

function PreviewLoading() {
  const [loading, setLoading] = useState(true);
  const progress = useFakeProgress(loading);
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <ProgressBar label="Loading preview" value={progress} />
      <Button variant="secondary" onClick={() => setLoading((now) => !now)}>
        {loading ? 'Finish loading' : 'Load again'}
      </Button>
    </div>
  );
}

/** The preview pane's fake progress (§2): fast at first, slowing as it nears 100 %. */
export const FakeProgress: Story = { render: () => <PreviewLoading /> };
