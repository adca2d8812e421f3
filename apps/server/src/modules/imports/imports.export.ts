import { PassThrough, type Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import { LEGACY_COLOR_MAP, PALETTE } from '@rima/shared/catalog';
import { IMPORT_COLUMNS, type ImportColumn } from '@rima/shared/api/seller-imports';
import type { Language } from '@rima/shared/language';
import { translate, type ServerMessageKey } from '../../i18n/translate';
import type { ExportRecord } from '../products/products-bulk.repository';
import { REQUIRED_COLUMNS, neutralise } from './imports.columns';

function colourCode(colorId: number): string {
  const entry = PALETTE.find((c) => c.rowId === colorId);
  return entry?.code ?? LEGACY_COLOR_MAP[colorId] ?? '';
}

const num = (n: number | null) => (n === null || n === undefined ? '' : String(n));
const yesNo = (b: boolean | null) => (b === null || b === undefined ? '' : b ? 'ya' : 'tidak');

/** One export row per live variant, in the columns the import reads; texts neutralised against formulas. */
export function exportLine(r: ExportRecord): string[] {
  const names = r.option_names.length > 0 ? r.option_names : Object.keys(r.options);
  const cells: Record<ImportColumn, string> = {
    product_key: String(r.id),
    product_id: String(r.id),
    sku: r.sku ?? '',
    name: r.name,
    name_en: r.name_en ?? '',
    description: r.description,
    description_en: r.description_en ?? '',
    category: r.category_slug,
    price: String(r.variant_price),
    stock: String(r.variant_stock),
    option1_name: names[0] ?? '',
    option1_value: names[0] ? (r.options[names[0]] ?? '') : '',
    option2_name: names[1] ?? '',
    option2_value: names[1] ? (r.options[names[1]] ?? '') : '',
    colour: colourCode(r.color_id),
    material: r.material ?? '',
    style: r.style ?? '',
    brand: r.brand ?? '',
    finish: r.finish ?? '',
    seats: num(r.seats),
    assembly_required: yesNo(r.assembly_required),
    warranty_months: num(r.warranty_months),
    width_cm: num(r.width_cm),
    depth_cm: num(r.depth_cm),
    height_cm: num(r.height_cm),
    weight_kg: num(r.weight_kg),
    packed_width_cm: num(r.packed_width_cm),
    packed_depth_cm: num(r.packed_depth_cm),
    packed_height_cm: num(r.packed_height_cm),
    packed_weight_kg: num(r.packed_weight_kg),
    is_bulky: yesNo(r.is_bulky),
  };
  return IMPORT_COLUMNS.map((c) => neutralise(cells[c]));
}

/** A CSV (UTF-8 with a BOM, so spreadsheet programs read it as UTF-8) of the header and the lines. */
export function csvStream(lines: Iterable<string[]>): Readable {
  const out = stringify({ bom: true });
  void (async () => {
    try {
      out.write([...IMPORT_COLUMNS]);
      for (const line of lines) if (!out.write(line)) await new Promise((r) => out.once('drain', r));
      out.end();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return out;
}

/** An XLSX written as a stream: the sheet of products, and for the template a sheet of instructions. */
export function xlsxStream(lines: Iterable<string[]>, help: { language: Language; categories: string[] } | null) {
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: false });
  void (async () => {
    try {
      const sheet = book.addWorksheet('Produk');
      sheet.addRow([...IMPORT_COLUMNS]).commit();
      for (const line of lines) sheet.addRow(line).commit();
      sheet.commit();
      if (help) {
        const notes = book.addWorksheet(help.language === 'id' ? 'Petunjuk' : 'Instructions');
        notes.addRow([translate(help.language, 'import.help.intro')]).commit();
        for (const column of IMPORT_COLUMNS)
          notes
            .addRow([
              column,
              translate(help.language, `import.column.${column}` as ServerMessageKey),
              REQUIRED_COLUMNS.includes(column) ? translate(help.language, 'import.help.required') : '',
            ])
            .commit();
        notes.addRow([]).commit();
        notes.addRow(['category', help.categories.join(', ')]).commit();
        notes.commit();
      }
      await book.commit();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return out;
}

export function fileStream(format: 'csv' | 'xlsx', lines: Iterable<string[]>, help: Parameters<typeof xlsxStream>[1]) {
  return format === 'xlsx' ? xlsxStream(lines, help) : csvStream(lines);
}

export const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
