import '@testing-library/jest-dom/vitest';
import { beforeAll } from 'vitest';
import { ensureCatalog, i18n, startI18n, type Catalog } from './lib/i18n';

// Components read their texts from the catalogues: tests see the English ones, loaded up front so
// nothing suspends while a test looks for a text.
const definitions = import.meta.glob<Record<string, Catalog>>('./**/i18n/messages.ts', { eager: true });
beforeAll(async () => {
  startI18n('en');
  const catalogs = Object.values(definitions).flatMap((module) => Object.values(module));
  await Promise.all(catalogs.map((catalog) => Promise.resolve(ensureCatalog(i18n, 'en', catalog))));
});
