/**
 * Writes every email as each brand sends it, in every language, to `email-previews/` (one JSON
 * file per brand and language), for the Storybook emails story: Storybook runs in the browser
 * without the ICU message parser the email catalogs need, so it loads these files instead of
 * rendering. Part of `pnpm gen`, so `pnpm gen:check` fails when they are stale
 * (`pnpm --filter @portal/api emails:preview` writes them alone).
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { allBrands } from '#brands/brand-registry.ts';
import type { Language } from '#notices/email-document.ts';
import { emailPreviews } from '#web/email-previews.ts';

const OUTPUT = fileURLToPath(new URL('../../email-previews/', import.meta.url));
const LANGUAGES: Language[] = ['en', 'jp', 'zh-CN', 'zh-TW'];

await rm(OUTPUT, { recursive: true, force: true });
await mkdir(OUTPUT, { recursive: true });
for (const brand of allBrands()) {
  for (const language of LANGUAGES) {
    const previews = emailPreviews(brand, language);
    await writeFile(
      `${OUTPUT}${brand.id}.${language}.json`,
      `${JSON.stringify(previews, null, 2)}\n`,
    );
  }
}
