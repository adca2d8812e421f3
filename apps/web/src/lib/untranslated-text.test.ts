import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import i18next from 'eslint-plugin-i18next';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { literalStringOptions, notYetTranslated } from '../../i18n-lint.mjs';

// No text a person reads is written in a component; it comes from the catalogues (docs/decisions/013).
const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const repoDir = path.resolve(webDir, '../..');

function componentFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return componentFiles(file);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [file] : [];
  });
}

describe('untranslated text', () => {
  it('is nowhere in the components (eslint-plugin-i18next no-literal-string)', { timeout: 60_000 }, async () => {
    const allowed = new Set(notYetTranslated.map((file) => path.join(repoDir, file)));
    const eslint = new ESLint({
      cwd: repoDir,
      overrideConfigFile: true,
      overrideConfig: [
        {
          files: ['**/*.tsx'],
          languageOptions: { parser: tseslint.parser },
          plugins: { i18next },
          rules: { 'i18next/no-literal-string': ['error', literalStringOptions] },
        },
      ],
    });
    const files = componentFiles(path.join(webDir, 'src')).filter((file) => !allowed.has(file));
    const results = await eslint.lintFiles(files);
    const found = results.flatMap((result) =>
      // (Other rules named in eslint-disable comments are not loaded here.)
      result.messages
        .filter((m) => m.ruleId === 'i18next/no-literal-string')
        .map((m) => `${path.relative(repoDir, result.filePath)}:${m.line} ${m.message}`),
    );
    expect(found).toEqual([]);
  });

  it('is allowed, for now, only in files that still exist', () => {
    for (const file of notYetTranslated) expect(fs.existsSync(path.join(repoDir, file)), file).toBe(true);
  });
});
