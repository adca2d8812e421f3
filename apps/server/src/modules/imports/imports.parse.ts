import fs from 'node:fs';
import { Transform, type TransformCallback } from 'node:stream';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';

/** A problem of the whole file (not of one cell): its message key. */
export class ImportFileError extends Error {
  constructor(readonly key: string) {
    super(key);
    this.name = 'ImportFileError';
  }
}

/** One line of the sheet: its row number as a spreadsheet shows it (1 = the header) and its cells. */
export type SheetLine = { row: number; cells: string[] };

/** Refuses text that is not UTF-8 (a file saved as ANSI or UTF-16) before the parser reads it. */
class Utf8Check extends Transform {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  private first = true;
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    try {
      if (
        this.first &&
        chunk.length >= 2 &&
        ((chunk[0] === 0xff && chunk[1] === 0xfe) || (chunk[0] === 0xfe && chunk[1] === 0xff))
      )
        throw new ImportFileError('import.error.encoding');
      this.first = false;
      this.decoder.decode(chunk, { stream: true });
      done(null, chunk);
    } catch (error) {
      done(error instanceof ImportFileError ? error : new ImportFileError('import.error.encoding'));
    }
  }
  override _flush(done: TransformCallback) {
    try {
      this.decoder.decode();
      done();
    } catch {
      done(new ImportFileError('import.error.encoding'));
    }
  }
}

/** Which reader a file needs: an XLSX is a ZIP (it starts with "PK"), anything else is read as CSV. */
export async function sniffFormat(file: string, name: string): Promise<'csv' | 'xlsx'> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const head = Buffer.alloc(4);
    await handle.read(head, 0, 4, 0);
    if (head[0] === 0x50 && head[1] === 0x4b) return 'xlsx';
    if (/\.xlsx?$/i.test(name)) throw new ImportFileError('import.error.file_type');
    if (head.includes(0)) throw new ImportFileError('import.error.encoding');
    return 'csv';
  } finally {
    await handle.close();
  }
}

async function* csvLines(file: string): AsyncGenerator<SheetLine> {
  const source = fs.createReadStream(file);
  const check = new Utf8Check();
  const parser = parse({ bom: true, relax_column_count: true, skip_empty_lines: true, relax_quotes: true });
  source.on('error', (e) => parser.destroy(e));
  check.on('error', (e) => parser.destroy(e));
  source.pipe(check).pipe(parser);
  let row = 0;
  try {
    // A record is a spreadsheet row (a quoted cell may span lines).
    for await (const record of parser as AsyncIterable<string[]>) {
      row += 1;
      yield { row, cells: record };
    }
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError('import.error.bad_file');
  } finally {
    source.destroy();
  }
}

/** A cell of a streamed sheet as text; a formula comes back as "=…" so the checks refuse it. */
function xlsxText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('formula' in value || 'sharedFormula' in value)
      return `=${String((value as { formula?: string }).formula ?? '')}`;
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value) return String((value as { text: unknown }).text);
    if ('error' in value) return '';
  }
  return String(value);
}

async function* xlsxLines(file: string): AsyncGenerator<SheetLine> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  try {
    for await (const sheet of reader) {
      for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
        const values = Array.isArray(row.values) ? row.values.slice(1) : [];
        const cells = values.map((v) => xlsxText(v));
        if (cells.every((c) => c.trim() === '')) continue;
        yield { row: row.number, cells };
      }
      break; // the first sheet only: the template's second sheet is the instructions
    }
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError('import.error.bad_file');
  }
}

/** The file's lines, streamed: neither reader holds the whole file in memory. */
export function readSheet(file: string, format: 'csv' | 'xlsx'): AsyncGenerator<SheetLine> {
  return format === 'xlsx' ? xlsxLines(file) : csvLines(file);
}
