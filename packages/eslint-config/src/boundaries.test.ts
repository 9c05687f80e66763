import { describe, expect, it } from 'vitest';
import { brokenRules, eslint, repoRoot } from './broken-rules.ts';

describe('package boundaries (DESIGN §4)', () => {
  it('domain imports nothing of ours, no React and no I/O', async () => {
    const probe = 'packages/domain/src/probe.ts';
    for (const module of [
      '@portal/i18n/locale',
      'react',
      'react-dom/client',
      'node:fs',
      'fs',
      'fs/promises',
      'path',
      'http',
      'https',
      'net',
      'child_process',
      'worker_threads',
    ]) {
      expect(await brokenRules(probe, `import '${module}';\n`), module).toEqual([
        'no-restricted-imports',
      ]);
    }
  });

  it('domain may use its own files and its test tools', async () => {
    expect(
      await brokenRules(
        'packages/domain/src/mail/probe.test.ts',
        "import fc from 'fast-check';\nimport { it } from 'vitest';\nimport '#money/money.ts';\nimport './mail-status.ts';\nit('runs', () => fc);\n",
      ),
    ).toEqual([]);
  });

  it('domain reads no clock and no randomness of its own', async () => {
    const probe = 'packages/domain/src/probe.ts';
    for (const code of ['new Date()', 'Date()', 'Date.now()', 'Math.random()']) {
      expect(await brokenRules(probe, `export const x = ${code};\n`), code).toEqual([
        'no-restricted-syntax',
      ]);
    }
    expect(
      await brokenRules(probe, 'export const x = (now: Date) => new Date(now.getTime());\n'),
    ).toEqual([]);
  });

  it('ui never imports api-client or features', async () => {
    expect(
      await brokenRules('packages/ui/src/probe.ts', "import '@portal/api-client/client';\n"),
    ).toEqual(['no-restricted-imports']);
    expect(
      await brokenRules('packages/ui/src/probe.ts', "import '@portal/features/app';\n"),
    ).toEqual(['no-restricted-imports']);
  });

  it('a feature never imports another feature, by alias or by relative path', async () => {
    const path = 'packages/features/src/inbox/probe.ts';
    expect(await brokenRules(path, "import '#landing/landing-page.tsx';\n")).toEqual([
      'portal/feature-isolation',
    ]);
    expect(await brokenRules(path, "import '../landing/landing-page.tsx';\n")).toEqual([
      'portal/feature-isolation',
    ]);
    expect(await brokenRules(path, "import '#app/portal-app.tsx';\n")).toEqual([
      'portal/feature-isolation',
    ]);
  });

  it('test and story support is imported by tests and stories only, and may use every feature', async () => {
    const screen = 'packages/features/src/inbox/components/probe.tsx';
    const support = "import '#testing/render-portal.tsx';\nimport '#storybook/screen-story.tsx';\n";
    expect(await brokenRules(screen, support)).toEqual([
      'portal/feature-isolation',
      'portal/feature-isolation',
    ]);
    expect(await brokenRules('packages/features/src/inbox/probe.test.tsx', support)).toEqual([]);
    expect(await brokenRules('packages/features/src/inbox/probe.stories.tsx', support)).toEqual([]);
    expect(
      await brokenRules(
        'packages/features/src/storybook/probe.ts',
        "import '#inbox/routes.tsx';\n",
      ),
    ).toEqual([]);
  });

  it('a feature may use its own files and the shared brand folder; the composers may use every feature', async () => {
    expect(
      await brokenRules(
        'packages/features/src/landing/probe.ts',
        "import '#landing/landing-page.css.ts';\nimport '#shared/use-brand.ts';\n",
      ),
    ).toEqual([]);
    expect(
      await brokenRules(
        'packages/features/src/app/probe.ts',
        "import '#landing/landing-page.tsx';\n",
      ),
    ).toEqual([]);
  });

  it('only api/ files reach the /api client; screens use their hooks', async () => {
    const useClient =
      "import { useApiClient } from '#shared/api/api-client.ts';\nexport function useProbe() {\n  return useApiClient();\n}\n";
    expect(
      await brokenRules('packages/features/src/inbox/components/probe.tsx', useClient),
    ).toEqual(['no-restricted-imports']);
    expect(
      await brokenRules('packages/features/src/shared/members-shell/probe.tsx', useClient),
    ).toEqual(['no-restricted-imports']);
    expect(await brokenRules('packages/features/src/inbox/api/probe.ts', useClient)).toEqual([]);
  });

  it('packages are imported by name, never by a relative path into another package', async () => {
    expect(
      await brokenRules(
        'packages/features/src/app/probe.ts',
        "import '../../../ui/src/button/button.tsx';\n",
      ),
    ).toEqual(['import-x/no-relative-packages']);
  });

  it('packages are imported by subpath, never through a root barrel', async () => {
    expect(
      await brokenRules('packages/features/src/app/probe.ts', "import '@portal/ui';\n"),
    ).toEqual(['no-restricted-imports']);
  });

  it('an import cycle fails lint', async () => {
    const [result] = await eslint.lintFiles([
      `${repoRoot}packages/eslint-config/fixtures/cycle/ping.ts`,
    ]);
    expect(result?.messages.map((message) => message.ruleId)).toEqual(['import-x/no-cycle']);
  });
});
