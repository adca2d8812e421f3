import fs from 'node:fs';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const SUFFIX = '?catalog';
const COMPILED = '.catalog.js';

/**
 * Localisation (docs/decisions/013): message catalogues are JSON files of ICU MessageFormat strings
 * (`features/cart/i18n/en.json`); `import('./en.json?catalog')` gives that file compiled for @lingui/core
 * (`"Hi {name}"` → `["Hi ", ["name"]]`), so the browser ships no message parser. Each catalogue file is its
 * own chunk: a page loads one language's strings only. A message that does not parse fails the build.
 */
export function compiledCatalogs(): Plugin {
  return {
    name: 'rima-compiled-catalogs',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith(`.json${SUFFIX}`)) return null;
      const resolved = await this.resolve(source.slice(0, -SUFFIX.length), importer, { skipSelf: true });
      // A module id that does not end in .json, so Vite's JSON plugin leaves the compiled code alone.
      return resolved ? `${resolved.id}${COMPILED}` : null;
    },
    load(id) {
      if (!id.endsWith(COMPILED)) return null;
      const file = id.slice(0, -COMPILED.length);
      this.addWatchFile(file);
      const messages = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
      const compiled: Record<string, unknown> = {};
      for (const [key, message] of Object.entries(messages)) {
        if (typeof message !== 'string') throw new Error(`${file}: "${key}" is not a string`);
        try {
          compiled[key] = compileMessage(message);
        } catch (error) {
          throw new Error(`${file}: "${key}" is not valid ICU MessageFormat: ${String(error)}`);
        }
      }
      return { code: `export default ${JSON.stringify(compiled)};`, map: null };
    },
  };
}
