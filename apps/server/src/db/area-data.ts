import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Queryable } from './client';

/**
 * The official administrative areas of Indonesia from the npm package idn-area-data (CSV files: code, parent
 * code, name). 38 provinces, 514 cities/regencies, ~7,300 districts and ~83,800 villages.
 */
function dataDir(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('idn-area-data/package.json')), 'data');
}

/** Rows of a CSV file of the package: three columns, the last (the name) may be quoted. */
export function readAreaCsv(file: string): [string, string, string][] {
  const text = fs.readFileSync(path.join(dataDir(), file), 'utf8');
  const rows: [string, string, string][] = [];
  for (const line of text.split(/\r?\n/).slice(1)) {
    if (!line) continue;
    const first = line.indexOf(',');
    const second = line.indexOf(',', first + 1);
    const a = line.slice(0, first);
    // provinces.csv has two columns (code, name)
    const b = second < 0 ? '' : line.slice(first + 1, second);
    let name = second < 0 ? line.slice(first + 1) : line.slice(second + 1);
    if (name.startsWith('"') && name.endsWith('"')) name = name.slice(1, -1).replace(/""/g, '"');
    rows.push([a, b, name.trim()]);
  }
  return rows;
}

/** "Kota Administrasi Jakarta Selatan" → "kota jakarta selatan": how people and `?to=` name a city. */
export function areaSearchName(name: string): string {
  return name
    .toLowerCase()
    .replace(/\badministrasi\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const BATCH = 20_000;

async function insertColumns(tx: Queryable, sql: string, columns: string[][]): Promise<void> {
  const n = columns[0]?.length ?? 0;
  for (let start = 0; start < n; start += BATCH) {
    await tx.query(
      sql,
      columns.map((c) => c.slice(start, start + BATCH)),
    );
  }
}

/**
 * The data step of migration 0050: every area in a few statements (arrays unnested by the database, 20,000
 * rows a statement), so the first start stays quick on PGlite too.
 */
export async function loadAreaData(tx: Queryable): Promise<void> {
  const provinces = readAreaCsv('provinces.csv');
  await insertColumns(tx, 'INSERT INTO area_provinces (code, name) SELECT * FROM unnest($1::text[], $2::text[])', [
    provinces.map((r) => r[0]),
    provinces.map((r) => r[2]),
  ]);
  const regencies = readAreaCsv('regencies.csv');
  await insertColumns(
    tx,
    `INSERT INTO area_regencies (code, province_code, name, search_name)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[])`,
    [
      regencies.map((r) => r[0]),
      regencies.map((r) => r[1]),
      regencies.map((r) => r[2]),
      regencies.map((r) => areaSearchName(r[2])),
    ],
  );
  for (const [file, table, parent] of [
    ['districts.csv', 'area_districts', 'regency_code'],
    ['villages.csv', 'area_villages', 'district_code'],
  ] as const) {
    const rows = readAreaCsv(file);
    await insertColumns(
      tx,
      `INSERT INTO ${table} (code, ${parent}, name) SELECT * FROM unnest($1::text[], $2::text[], $3::text[])`,
      [rows.map((r) => r[0]), rows.map((r) => r[1]), rows.map((r) => r[2])],
    );
  }
}
