import { composeStories, setProjectAnnotations, type composeStory } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import { afterAll, describe, expect, it } from 'vitest';
import { STORYBOOK_BRANDS } from '#storybook/brands.ts';
import preview from '#storybook/preview.tsx';

setProjectAnnotations(preview);

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });
const brands = STORYBOOK_BRANDS.map((brand) => brand.id);

const AXE_OPTIONS: axe.RunOptions = {
  rules: {
    // jsdom neither lays out nor paints, so axe cannot work out colour contrast here. Contrast is
    // proven by the deriveBrandTokens and palette tests, and checked in a real browser by the
    // Storybook a11y panel, where this rule stays on.
    'color-contrast': { enabled: false },
  },
};

let storyCount = 0;
let rendered = 0;
let violations = 0;

for (const [path, module] of Object.entries(modules)) {
  const storyNames = Object.keys(composeStories(module));
  storyCount += storyNames.length;

  describe(path, () => {
    describe.each(brands)('in the %s theme', (brand) => {
      const stories = composeStories(module, { initialGlobals: { brand } });

      it.each(Object.entries(stories) as [string, ComposedStory][])(
        '%s renders with no axe violations',
        async (_name, Story) => {
          const { container } = render(<Story />);
          await Story.play?.({ canvasElement: container });
          const results = await axe.run(container, AXE_OPTIONS);
          rendered += 1;
          violations += results.violations.length;
          expect(
            results.violations.map(
              ({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(', ')}`,
            ),
          ).toEqual([]);
        },
      );
    });
  });
}

afterAll(() => {
  console.log(
    `rendered ${storyCount} stories × ${brands.length} themes = ${rendered}, ${violations} axe violations`,
  );
});

describe('the story suite', () => {
  it('covers every component folder with at least one story', () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(26);
    expect(storyCount).toBeGreaterThan(Object.keys(modules).length);
  });
});
