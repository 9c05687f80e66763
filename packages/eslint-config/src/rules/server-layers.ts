import { dirname, resolve, sep } from 'node:path';
import type { Rule } from 'eslint';

/** The folder under `root` that a path falls in; '.' for a file at the root itself. */
function folderOf(path: string, root: string): string | null {
  const at = path.lastIndexOf(root);
  if (at < 0) return null;
  const parts = path.slice(at + root.length).split(sep);
  return parts.length > 1 ? (parts[0] ?? null) : '.';
}

/**
 * The server's folders are layers (decision 090): a file imports only its own folder and the
 * folders listed after it, so imports run one way and no two folders reach each other.
 */
export const serverLayers: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid an import that runs back up the layers of a source folder' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          layers: { type: 'array', items: { type: 'string' } },
        },
        required: ['root', 'layers'],
        additionalProperties: false,
      },
    ],
    messages: {
      backImport:
        "'{{from}}' imports '{{to}}', a layer above it: imports run one way ({{order}}). Move what both need down, or pass it in.",
      unlisted:
        "Folder '{{from}}' has no place in the server's layers: add it to the server-layers list in the ESLint config.",
    },
  },
  create(context) {
    const { root: rootOption, layers } = context.options[0] as { root: string; layers: string[] };
    const root = rootOption.split('/').join(sep) + sep;
    const from = folderOf(context.filename, root);
    if (!from) return {};
    const order = layers.join(' → ');
    const rank = (folder: string) => layers.indexOf(folder);
    if (rank(from) < 0) {
      return {
        Program: (node) => context.report({ node, messageId: 'unlisted', data: { from } }),
      };
    }

    const check = (node: Rule.Node, specifier: unknown) => {
      if (typeof specifier !== 'string') return;
      const to = specifier.startsWith('#')
        ? specifier.slice(1).includes('/')
          ? (specifier.slice(1).split('/')[0] ?? null)
          : '.'
        : specifier.startsWith('.')
          ? folderOf(resolve(dirname(context.filename), specifier), root)
          : null;
      if (to && to !== from && rank(to) < rank(from)) {
        context.report({ node, messageId: 'backImport', data: { from, to, order } });
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
