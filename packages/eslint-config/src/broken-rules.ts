import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
export const eslint = new ESLint({ cwd: repoRoot, ignore: false });

/** Lints `code` as if it were the file at `path` (relative to the repo root) and lists the rules it broke. */
export async function brokenRules(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}${path}` });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}
