import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextArea } from '#text-area/text-area.tsx';

describe('TextArea', () => {
  it('takes several lines of text under its label', async () => {
    render(<TextArea label="Message" />);
    const textArea = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(textArea, 'Hello{Enter}there');
    expect(textArea).toHaveValue('Hello\nthere');
  });

  it('reads its error and marks itself invalid', () => {
    render(<TextArea label="Description" error="You must include a description" />);
    const textArea = screen.getByRole('textbox', { name: 'Description' });
    expect(textArea).toHaveAccessibleDescription('You must include a description');
    expect(textArea).toBeInvalid();
  });
});
