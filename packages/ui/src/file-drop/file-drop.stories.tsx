import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { fn } from 'storybook/test';
import { FileDrop } from '#file-drop/file-drop.tsx';

/** A small grey ID-card-shaped placeholder, standing in for an uploaded photo. */
const SAMPLE_PHOTO =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200"><rect width="320" height="200" rx="16" fill="currentColor" opacity="0.15"/><circle cx="80" cy="90" r="36" fill="currentColor" opacity="0.3"/></svg>',
  );

const meta = {
  title: 'Forms/FileDrop',
  component: FileDrop,
  args: {
    label: 'Front of your ID',
    instructions: 'Drop a JPEG or PNG here, or click to choose one',
    rejectMessage: 'Only JPEG or PNG images can be used',
    onFile: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileDrop>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Uploading: Story = {
  args: { progress: 45, progressLabel: 'Uploading front of your ID' },
};
export const Uploaded: Story = {
  args: {
    preview: { src: SAMPLE_PHOTO, alt: 'Front of your ID' },
    deleteAction: { onDelete: fn(), label: 'Delete' },
  },
};

function UploadFlow() {
  const [file, setFile] = useState<File>();
  const [progress, setProgress] = useState<number>();
  const [preview, setPreview] = useState<string>();
  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    let done = 0;
    const timer = setInterval(() => {
      done += 20;
      setProgress(done);
      if (done >= 100) {
        clearInterval(timer);
        setPreview(url);
      }
    }, 200);
    return () => {
      clearInterval(timer);
      URL.revokeObjectURL(url);
    };
  }, [file]);
  return (
    <FileDrop
      label="Selfie holding your verification code"
      instructions="Drop a JPEG or PNG here, or click to choose one"
      rejectMessage="Only JPEG or PNG images can be used"
      onFile={setFile}
      progress={progress}
      progressLabel="Uploading selfie"
      preview={preview ? { src: preview, alt: 'Your selfie' } : undefined}
      deleteAction={{
        label: 'Delete',
        onDelete: () => {
          setFile(undefined);
          setProgress(undefined);
          setPreview(undefined);
        },
      }}
    />
  );
}

/** Choose or drop an image: a pretend upload runs, then the preview shows. */
export const Interactive: Story = { render: () => <UploadFlow /> };
