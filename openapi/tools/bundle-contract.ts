/**
 * Bundles the contract kept by area under openapi/contract/ into the one document everything reads
 * (openapi/portal.yaml): the server, Swagger UI, the generator and the lint. The root file lists
 * every path and component as a `$ref` into an area file; this inlines each one and turns the
 * references between files back into `#/components/...` pointers, so the bundle is exactly the
 * document the root describes. (Redocly's bundler would lift pointers into a schema's properties,
 * such as `Account/properties/email`, into new components with invented names.)
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const contractRoot = fileURLToPath(new URL('../contract/portal.yaml', import.meta.url));
const contractDir = dirname(contractRoot);

type Node = unknown;

const files = new Map<string, Node>();
function load(file: string): Node {
  if (!files.has(file)) files.set(file, parse(readFileSync(file, 'utf8')));
  return files.get(file);
}

/** The component kind an area file holds: components/schemas/mail.yaml → schemas. */
function kindOf(file: string): string {
  const [top, kind] = relative(contractDir, file).split('/');
  if (top !== 'components' || !kind) throw new Error(`${file} holds no components`);
  return kind.replace(/\.yaml$/, '');
}

const unescape = (segment: string) => segment.replaceAll('~1', '/').replaceAll('~0', '~');

function lookUp(file: string, pointer: string): Node {
  let node = load(file);
  for (const segment of pointer.split('/').filter(Boolean).map(unescape)) {
    node = (node as Record<string, Node>)[segment];
    if (node === undefined) throw new Error(`${file}#${pointer} does not exist`);
  }
  return node;
}

/** A reference written in `file`, as a pointer into the bundled document. */
function bundledPointer(ref: string, file: string): string {
  const [target = '', pointer = ''] = ref.split('#');
  const targetFile = target ? resolve(dirname(file), target) : file;
  if (targetFile === contractRoot) return `#${pointer}`;
  return `#/components/${kindOf(targetFile)}${pointer}`;
}

/** A copy of `node` (written in `file`) with every reference pointing into the bundle. */
function localise(node: Node, file: string): Node {
  if (Array.isArray(node)) return node.map((item) => localise(item, file));
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string'
        ? bundledPointer(value, file)
        : localise(value, file),
    ]),
  );
}

/** A root entry `{ $ref: 'paths/mail.yaml#/~1api~1Mail' }`, replaced by what it points at. */
function inline(entry: Node): Node {
  const ref = (entry as { $ref?: unknown }).$ref;
  if (typeof ref !== 'string') return localise(entry, contractRoot);
  const [target = '', pointer = ''] = ref.split('#');
  const targetFile = join(contractDir, target);
  return localise(lookUp(targetFile, pointer), targetFile);
}

const mapValues = (group: Record<string, Node>, map: (value: Node) => Node) =>
  Object.fromEntries(Object.entries(group).map(([key, value]) => [key, map(value)]));

/** The whole contract as one document. */
export function bundleContract(): Record<string, Node> {
  const root = load(contractRoot) as Record<string, Node>;
  const components = root.components as Record<string, Record<string, Node>>;
  return {
    ...root,
    paths: mapValues(root.paths as Record<string, Node>, inline),
    components: mapValues(components, (group) => mapValues(group as Record<string, Node>, inline)),
  };
}
