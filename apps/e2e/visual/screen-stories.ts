import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The built Storybook (`pnpm --filter @portal/features storybook:build`). */
export const STORYBOOK_STATIC = fileURLToPath(
  new URL('../../../packages/features/storybook-static/', import.meta.url),
);

interface IndexEntry {
  id: string;
  title: string;
  type: 'story' | 'docs';
}

/**
 * The ids of every story under "Screens/", read from the built Storybook's index: a screen story
 * added in features is covered here without editing this suite.
 */
export function screenStoryIds(): string[] {
  const index = `${STORYBOOK_STATIC}index.json`;
  if (!existsSync(index)) {
    throw new Error(`No built Storybook at ${STORYBOOK_STATIC}: run pnpm visual, which builds it`);
  }
  const { entries } = JSON.parse(readFileSync(index, 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  return Object.values(entries)
    .filter((entry) => entry.type === 'story' && entry.title.startsWith('Screens/'))
    .map((entry) => entry.id);
}
