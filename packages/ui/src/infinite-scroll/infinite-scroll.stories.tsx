import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { InfiniteScroll } from '#infinite-scroll/infinite-scroll.tsx';

const meta = {
  title: 'Data/InfiniteScroll',
  component: InfiniteScroll,
  args: { onLoadMore: fn(), hasMore: true, loading: false, loadingLabel: 'Loading more' },
} satisfies Meta<typeof InfiniteScroll>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { loading: true } };

const PAGE_SIZE = 20;
const TOTAL = 75;

function AuditLog() {
  const [entries, setEntries] = useState<string[]>([]);
  const [loading, setLoading] = useState(false);
  const loadMore = () => {
    setLoading(true);
    setTimeout(() => {
      setEntries((shown) => [
        ...shown,
        ...Array.from(
          { length: Math.min(PAGE_SIZE, TOTAL - shown.length) },
          (_, index) => `Audit entry ${shown.length + index + 1}`,
        ),
      ]);
      setLoading(false);
    }, 400);
  };
  return (
    <div style={{ height: '16rem', overflowY: 'auto', border: '1px solid', padding: '0 1rem' }}>
      <ul>
        {entries.map((entry) => (
          <li key={entry}>{entry}</li>
        ))}
      </ul>
      <InfiniteScroll
        onLoadMore={loadMore}
        hasMore={entries.length < TOTAL}
        loading={loading}
        loadingLabel="Loading more"
      />
    </div>
  );
}

/** Scroll the box: pages of 20 load as the end comes into view, until all 75 are shown. */
export const AuditLogPages: Story = { render: () => <AuditLog /> };
