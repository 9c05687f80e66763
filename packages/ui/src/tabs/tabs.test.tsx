import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, type TabItem } from '#tabs/tabs.tsx';

const TABS: TabItem[] = [
  { id: 'domestic', label: 'Domestic', panel: <p>Australian addresses</p> },
  {
    id: 'international',
    label: 'International',
    panel: <p>Overseas addresses</p>,
    disabledReason: 'Available once your photo ID is verified',
  },
  { id: 'saved', label: 'Saved', panel: <p>All saved addresses</p> },
];

describe('Tabs', () => {
  it('shows the first enabled tab’s panel, labelled by its tab', () => {
    render(<Tabs label="Address type" tabs={TABS} />);
    expect(screen.getByRole('tablist', { name: 'Address type' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Domestic' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Domestic' })).toHaveTextContent(
      'Australian addresses',
    );
    expect(screen.queryByText('All saved addresses')).not.toBeVisible();
  });

  it('is one Tab stop; arrow keys move between tabs and select enabled ones', async () => {
    const user = userEvent.setup();
    const onSelectedChange = vi.fn();
    render(<Tabs label="Address type" tabs={TABS} onSelectedChange={onSelectedChange} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Domestic' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    const international = screen.getByRole('tab', { name: 'International' });
    expect(international).toHaveFocus();
    expect(international).toHaveAttribute('aria-selected', 'false');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Saved' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Saved' })).toBeVisible();
    expect(onSelectedChange).toHaveBeenCalledWith('saved');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Domestic' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Saved' })).toHaveFocus();

    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Saved' })).toHaveFocus();
  });

  it('explains a disabled tab, which cannot be selected by click', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Address type" tabs={TABS} />);
    const international = screen.getByRole('tab', { name: 'International' });
    expect(international).toHaveAttribute('aria-disabled', 'true');
    expect(international).toHaveAccessibleDescription('Available once your photo ID is verified');

    await user.click(international);
    expect(international).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tab', { name: 'Domestic' })).toHaveAttribute('aria-selected', 'true');
    expect(
      screen.getByText('Available once your photo ID is verified', { selector: '[aria-hidden]' }),
    ).toBeVisible();
  });

  it('follows the selection the caller holds', async () => {
    const { rerender } = render(<Tabs label="Address type" tabs={TABS} selectedId="saved" />);
    expect(screen.getByRole('tab', { name: 'Saved' })).toHaveAttribute('aria-selected', 'true');
    rerender(<Tabs label="Address type" tabs={TABS} selectedId="domestic" />);
    expect(screen.getByRole('tabpanel', { name: 'Domestic' })).toBeVisible();
  });

  it('stays reachable by Tab when every tab is disabled, so the reasons can be read', async () => {
    const user = userEvent.setup();
    const reason = 'Available once your photo ID is verified';
    render(
      <Tabs
        label="Address type"
        tabs={[
          { id: 'domestic', label: 'Domestic', panel: null, disabledReason: reason },
          { id: 'international', label: 'International', panel: null, disabledReason: reason },
        ]}
      />,
    );
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Domestic' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Domestic' })).toHaveAccessibleDescription(reason);
  });
});
