import { dirname, resolve, sep } from 'node:path';
import type { Rule } from 'eslint';

/** Folders of `packages/features/src` that compose the features and so may import every one. */
const COMPOSERS = new Set(['app', 'router', 'testing', 'storybook']);
/** Composers of the tests and stories: only a test or a story imports them. */
const TEST_SUPPORT = new Set(['testing', 'storybook']);
const isTestOrStory = (path: string) => /\.(test|stories)\.tsx?$/.test(path);
/** Folders of `packages/features/src` that every feature may import. */
const SHARED = new Set(['shared']);

const FEATURES_SRC = `packages${sep}features${sep}src${sep}`;

/** The top folder under features/src that a file path falls in, or null outside it. */
function folderOf(path: string): string | null {
  const at = path.lastIndexOf(FEATURES_SRC);
  if (at < 0) return null;
  const parts = path.slice(at + FEATURES_SRC.length).split(sep);
  return parts.length > 1 ? (parts[0] ?? null) : null;
}

/** A feature never imports another feature (DESIGN §4): the router composes them. */
export const featureIsolation: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Forbid a feature from importing another feature or the folders that compose features',
    },
    schema: [],
    messages: {
      crossFeature:
        "Feature '{{from}}' imports '{{to}}': features never import each other. Move what both need to a shared folder or package, or compose them in the router.",
      testSupport:
        "'{{to}}' is support for tests and stories: only a *.test.tsx or *.stories.tsx file imports it.",
    },
  },
  create(context) {
    const from = folderOf(context.filename);
    if (!from) return {};
    const composes = COMPOSERS.has(from) || SHARED.has(from);
    const mayUseTestSupport = TEST_SUPPORT.has(from) || isTestOrStory(context.filename);

    const check = (node: Rule.Node, specifier: unknown) => {
      if (typeof specifier !== 'string') return;
      const to = specifier.startsWith('#')
        ? (specifier.slice(1).split('/')[0] ?? null)
        : specifier.startsWith('.')
          ? folderOf(resolve(dirname(context.filename), specifier))
          : null;
      if (!to || to === from) return;
      if (TEST_SUPPORT.has(to) && !mayUseTestSupport) {
        context.report({ node, messageId: 'testSupport', data: { to } });
      } else if (!composes && !SHARED.has(to) && !TEST_SUPPORT.has(to)) {
        context.report({ node, messageId: 'crossFeature', data: { from, to } });
      }
    };

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => {
        if (node.source) check(node, node.source.value);
      },
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => {
        if (node.source.type === 'Literal') check(node, node.source.value);
      },
    };
  },
};
