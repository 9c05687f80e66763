import { describe, expect, it } from 'vitest';
import { brokenRules } from './broken-rules.ts';

describe("the server's layers (decision 090)", () => {
  it('fails an import that runs back up, by alias or by relative path', async () => {
    expect(
      await brokenRules('apps/api/src/platform/db/probe.ts', "import '#money/ledger.ts';\n"),
    ).toEqual(['portal/server-layers']);
    expect(
      await brokenRules('apps/api/src/money/probe.ts', "import '../mail/rules.ts';\n"),
    ).toEqual(['portal/server-layers']);
    expect(
      await brokenRules('apps/api/src/mail/probe.ts', "export * from '#http/app.ts';\n"),
    ).toEqual(['portal/server-layers']);
    expect(await brokenRules('apps/api/src/contract/probe.ts', "import '#main.ts';\n")).toEqual([
      'portal/server-layers',
    ]);
  });

  it('lets a file import its own folder and every layer below it', async () => {
    expect(
      await brokenRules(
        'apps/api/src/mail/probe.ts',
        "import '#mail/queries.ts';\nimport '#money/ledger.ts';\nimport '#platform/audit.ts';\nimport '../contract/problem.ts';\n",
      ),
    ).toEqual([]);
    expect(await brokenRules('apps/api/src/probe.ts', "import '#http/app.ts';\n")).toEqual([]);
  });

  it('fails a folder the layers do not list, so each new folder is given its place', async () => {
    expect(await brokenRules('apps/api/src/elsewhere/probe.ts', 'export {};\n')).toEqual([
      'portal/server-layers',
    ]);
  });

  it('leaves tests free to start the whole app from any folder', async () => {
    expect(
      await brokenRules('apps/api/src/platform/probe.test.ts', "import '#http/app.ts';\n"),
    ).toEqual([]);
  });
});
