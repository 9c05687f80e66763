/**
 * `pnpm brand:new <id> [--name "Webpage Name"] [--colour #rrggbb] [--port N] [--dir brands-folder]`
 *
 * Creates a brand from brands/_template (brand.ts, public/logo.svg, package.json): the template is
 * itself a brand that builds and passes its checks, so the copy has the template's own values
 * swapped for the new brand's.
 */
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const TEMPLATE_DIR = fileURLToPath(new URL('../brands/_template/', import.meta.url));
/** The template's own values, each replaced wherever it appears in the copied files. */
const TEMPLATE = {
  packageName: '@portal/brand-template',
  id: "id: 'template'",
  domain: 'template.example',
  name: 'Template Mail',
  colour: '#1d4ed8',
  port: '3090',
};
/** What the template folder holds that is not part of a brand: installs and build output. */
const NOT_COPIED = new Set(['node_modules', 'dist', '.turbo']);
/** `pnpm dev` runs the API server on 3001 (API_PORT), so no brand may take it. */
const DEV_API_PORT = 3001;

interface NewBrand {
  id: string;
  name: string;
  colour: string;
  port: number;
  brandsDir: string;
}

class UsageError extends Error {}

/** The `port` of every brand already in the folder (the template is never served, so not counted). */
async function brandPorts(brandsDir: string): Promise<Map<number, string>> {
  const ports = new Map<number, string>();
  for (const entry of readdirSync(brandsDir, { withFileTypes: true })) {
    const file = join(brandsDir, entry.name, 'brand.ts');
    if (!entry.isDirectory() || entry.name.startsWith('_') || !existsSync(file)) continue;
    const { brand } = (await import(pathToFileURL(file).href)) as { brand: { port: number } };
    ports.set(brand.port, entry.name);
  }
  return ports;
}

async function readOptions(argv: string[]): Promise<NewBrand> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      colour: { type: 'string' },
      port: { type: 'string' },
      dir: { type: 'string' },
    },
  });
  const [id, ...extra] = positionals;
  if (!id || extra.length > 0) throw new UsageError('Give exactly one brand id, e.g. coral-mail');
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(id)) {
    throw new UsageError(
      `Brand id "${id}" must be kebab-case: lower-case words of letters and digits joined by "-", e.g. coral-mail`,
    );
  }
  const brandsDir = resolve(values.dir ?? fileURLToPath(new URL('../brands/', import.meta.url)));
  if (existsSync(join(brandsDir, id))) {
    throw new UsageError(`${relative(process.cwd(), join(brandsDir, id))} already exists`);
  }

  const name =
    values.name ??
    id
      .split('-')
      .map((word) => word[0]!.toUpperCase() + word.slice(1))
      .join(' ');
  // The name goes into TypeScript strings and the logo's SVG as it is, so it keeps to plain text.
  if (!/^[\p{L}\p{N}][\p{L}\p{N} .-]*$/u.test(name)) {
    throw new UsageError(`--name "${name}" may hold only letters, digits, spaces, "." and "-"`);
  }

  const colour = (values.colour ?? TEMPLATE.colour).toLowerCase();
  if (!/^#[0-9a-f]{6}$/.test(colour)) {
    throw new UsageError(
      `--colour "${values.colour}" must be a six-digit hex colour such as #0f766e`,
    );
  }

  const taken = await brandPorts(brandsDir);
  taken.set(DEV_API_PORT, 'the API server of `pnpm dev`');
  const port = values.port === undefined ? Math.max(...taken.keys()) + 1 : Number(values.port);
  if (!Number.isInteger(port) || port < 1024 || port > 65535) {
    throw new UsageError(`--port "${values.port}" must be a whole number from 1024 to 65535`);
  }
  const owner = taken.get(port);
  if (owner) throw new UsageError(`Port ${port} is already used by ${owner}`);

  return { id, name, colour, port, brandsDir };
}

function createBrand({ id, name, colour, port, brandsDir }: NewBrand): string {
  const target = join(brandsDir, id);
  cpSync(TEMPLATE_DIR, target, {
    recursive: true,
    filter: (source) => !NOT_COPIED.has(basename(source)),
  });
  const replacements: [string, string][] = [
    [TEMPLATE.packageName, `@portal/brand-${id}`],
    [TEMPLATE.id, `id: '${id}'`],
    [TEMPLATE.domain, `${id}.example`],
    [TEMPLATE.name, name],
    [TEMPLATE.colour, colour],
    [TEMPLATE.port, String(port)],
  ];
  const unused = new Set(replacements.map(([from]) => from));
  for (const file of ['package.json', 'brand.ts', 'public/logo.svg']) {
    const path = join(target, file);
    let text = readFileSync(path, 'utf8');
    for (const [from, to] of replacements) {
      if (text.includes(from)) unused.delete(from);
      text = text.replaceAll(from, to);
    }
    writeFileSync(path, text);
  }
  // A template edit that drops one of these values would otherwise yield a brand with the template's.
  if (unused.size > 0) {
    throw new Error(
      `brands/_template no longer contains ${[...unused].join(', ')}: update brand-new.ts`,
    );
  }
  return target;
}

try {
  const brand = await readOptions(process.argv.slice(2));
  const target = relative(process.cwd(), createBrand(brand));
  const pkg = `@portal/brand-${brand.id}`;
  console.log(`Created ${brand.name} (${brand.id}, ${brand.colour}, port ${brand.port}) in ${target}:
brand.ts, public/logo.svg and package.json.

Next steps:
  1. pnpm install, to link the new package into the workspace.
  2. Set the brand's support email, bank transfer details and feature flags in ${target}/brand.ts,
     and put its own logo in ${target}/public/logo.svg (keeping the <title>).
  3. pnpm --filter ${pkg} build, then pnpm --filter @portal/brand test (every brand's checks).
  4. pnpm start serves it on port ${brand.port} with the others: the server lists brands/ itself.`);
} catch (error) {
  // parseArgs reports an unknown or valueless option with a readable message and an ERR_PARSE_ARGS code.
  const badArgs =
    error instanceof TypeError && String(Reflect.get(error, 'code')).startsWith('ERR_PARSE_ARGS');
  if (!(error instanceof UsageError) && !badArgs) throw error;
  console.error(`brand:new: ${error.message}
Usage: pnpm brand:new <id> [--name "Webpage Name"] [--colour #rrggbb] [--port N] [--dir brands-folder]`);
  process.exitCode = 1;
}
