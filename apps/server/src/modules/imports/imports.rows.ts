import type { VariantInput } from '@rima/shared/api/products';
import { optionsKey } from '@rima/shared/api/products';
import { VARIANTS_MAX } from '@rima/shared/catalog';
import type { ImportColumn } from '@rima/shared/api/seller-imports';
import type { ImportProduct, ImportProductValues } from '../products/products-bulk';
import {
  COLOUR_LIST,
  LIMITS,
  MATERIAL_LIST,
  STYLE_LIST,
  cellText,
  colourRowId,
  decimal,
  listed,
  optionalText,
  requiredText,
  wholeNumber,
  yesNo,
  type CellError,
  type CellResult,
} from './imports.columns';

/** A problem before it is worded: the row, the column and the message key with its values. */
export type RowProblem = { row: number; column: ImportColumn | 'file'; error: CellError };

/** What the checks need to know of the store: its categories' leaves and its products' SKUs. */
export type ImportContext = {
  /** leaf category slug → id */
  categories: ReadonlyMap<string, number>;
  /** SKU → product id, of the seller's live variants */
  skus: ReadonlyMap<string, number>;
  /** the seller's products an import may update */
  productIds: ReadonlySet<number>;
};

type ParsedRow = {
  row: number;
  key: string;
  productId: number | null;
  values: Partial<ImportProductValues>;
  options: Record<string, string>;
  sku: string | null;
  price: number;
  stock: number;
};

/** Collects one file's rows into products, and every problem with its row and column. */
export function createRowCollector(ctx: ImportContext) {
  const problems: RowProblem[] = [];
  const groups = new Map<string, ParsedRow[]>();
  const skuRows = new Map<string, number>();
  let rows = 0;

  function add(record: Record<string, string>, row: number) {
    rows += 1;
    const failed = new Set<ImportColumn>();
    // One problem per cell: a refused formula is not "required" too.
    const report = (column: ImportColumn, error: CellError) => {
      if (failed.has(column)) return;
      failed.add(column);
      problems.push({ row, column, error });
    };
    const text: Partial<Record<ImportColumn, string>> = {};
    for (const [column, raw] of Object.entries(record) as [ImportColumn, string][]) {
      const cell = cellText(raw ?? '');
      if (cell.ok) text[column] = cell.value;
      else report(column, cell.error);
    }
    const get = (column: ImportColumn) => text[column] ?? '';
    function take<T>(column: ImportColumn, result: CellResult<T>): T | undefined {
      if (result.ok) return result.value;
      report(column, result.error);
      return undefined;
    }

    const productIdText = get('product_id');
    let productId: number | null = null;
    if (productIdText !== '') {
      const id = take('product_id', wholeNumber(productIdText, 1, 2_147_483_647, true));
      if (id !== undefined && id !== null) {
        if (ctx.productIds.has(id)) productId = id;
        else report('product_id', { key: 'import.error.product_id', values: { id } });
      }
    }
    const sku = take('sku', optionalText(get('sku'), 60)) ?? null;
    if (sku) {
      const before = skuRows.get(sku);
      if (before !== undefined) report('sku', { key: 'import.error.duplicate_sku', values: { sku, row: before } });
      else skuRows.set(sku, row);
    }
    const key = get('product_key') || productIdText || sku || `row:${row}`;
    const first = !groups.has(key);

    // The product's own fields are read from the first row of its group; later rows may leave them blank.
    const values: Partial<ImportProductValues> = {};
    if (first) {
      values.name = take('name', requiredText(get('name'), ...LIMITS.name));
      values.description = take('description', requiredText(get('description'), ...LIMITS.description));
      const slug = get('category').toLowerCase();
      if (slug === '') report('category', { key: 'import.error.required' });
      else if (ctx.categories.has(slug)) values.category_id = ctx.categories.get(slug);
      else report('category', { key: 'import.error.category', values: { value: get('category') } });
      const colour = take('colour', listed(get('colour'), COLOUR_LIST, true));
      if (colour) values.color_id = colourRowId(colour);
      values.name_en = take('name_en', optionalText(get('name_en'), LIMITS.name[1]));
      values.description_en = take('description_en', optionalText(get('description_en'), LIMITS.description[1]));
      values.material = take('material', listed(get('material'), MATERIAL_LIST, false));
      values.style = take('style', listed(get('style'), STYLE_LIST, false));
      values.brand = take('brand', optionalText(get('brand'), 60));
      values.finish = take('finish', optionalText(get('finish'), 60));
      values.seats = take('seats', wholeNumber(get('seats'), 1, 20, false));
      values.assembly_required = take('assembly_required', yesNo(get('assembly_required')));
      values.warranty_months = take('warranty_months', wholeNumber(get('warranty_months'), 0, 120, false));
      for (const c of ['width_cm', 'depth_cm', 'height_cm', 'packed_width_cm', 'packed_depth_cm'] as const)
        values[c] = take(c, decimal(get(c), LIMITS.size));
      values.packed_height_cm = take('packed_height_cm', decimal(get('packed_height_cm'), LIMITS.size));
      values.weight_kg = take('weight_kg', decimal(get('weight_kg'), LIMITS.weight));
      values.packed_weight_kg = take('packed_weight_kg', decimal(get('packed_weight_kg'), LIMITS.weight));
      values.is_bulky = take('is_bulky', yesNo(get('is_bulky'))) ?? false;
    }
    const price = take('price', wholeNumber(get('price'), ...LIMITS.price, true)) ?? 0;
    const stock = take('stock', wholeNumber(get('stock'), ...LIMITS.stock, true)) ?? 0;
    const options: Record<string, string> = {};
    for (const n of [1, 2] as const) {
      const name = take(`option${n}_name`, optionalText(get(`option${n}_name`), 30));
      const value = take(`option${n}_value`, optionalText(get(`option${n}_value`), 30));
      if (name && value) options[name] = value;
      else if (name || value) report(name ? `option${n}_value` : `option${n}_name`, { key: 'import.error.required' });
    }
    const parsed: ParsedRow = { row, key, productId, values, options, sku, price, stock };
    const group = groups.get(key);
    if (group) group.push(parsed);
    else groups.set(key, [parsed]);
  }

  /** The products of the rows without errors, and every problem; a product with a bad row is left out whole. */
  function finish(): { rows: number; valid: number; products: ImportProduct[]; problems: RowProblem[] } {
    const products: ImportProduct[] = [];
    const badRows = new Set(problems.map((p) => p.row));
    for (const group of groups.values()) {
      const groupProblems = checkGroup(group, ctx);
      for (const p of groupProblems) badRows.add(p.row);
      problems.push(...groupProblems);
      if (group.some((r) => badRows.has(r.row))) continue;
      const head = group[0];
      if (!head) continue;
      const variants: VariantInput[] = group.map((r) => ({
        options: r.options,
        sku: r.sku,
        price: r.price,
        stock: r.stock,
      }));
      const productId = head.productId ?? group.map((r) => (r.sku ? ctx.skus.get(r.sku) : undefined)).find(Boolean);
      products.push({
        product_id: productId ?? null,
        row: head.row,
        rows: group.length,
        values: head.values as ImportProductValues,
        variants,
      });
    }
    problems.sort((a, b) => a.row - b.row);
    return { rows, valid: rows - badRows.size, products, problems };
  }

  return { add, finish, count: () => rows };
}

/** A product's rows together: the same option names, no combination twice, SKUs of this product only. */
function checkGroup(group: ParsedRow[], ctx: ImportContext): RowProblem[] {
  const problems: RowProblem[] = [];
  const head = group[0];
  if (!head) return problems;
  const names = Object.keys(head.options).sort().join('\u0000');
  const seen = new Map<string, number>();
  const tooMany = group[VARIANTS_MAX];
  if (tooMany)
    problems.push({
      row: tooMany.row,
      column: 'product_key',
      error: { key: 'import.error.variants_max' },
    });
  const targets = new Set<number>();
  if (head.productId !== null) targets.add(head.productId);
  for (const r of group) {
    if (group.length > 1 && Object.keys(r.options).length === 0)
      problems.push({ row: r.row, column: 'option1_name', error: { key: 'import.error.required' } });
    else if (Object.keys(r.options).sort().join('\u0000') !== names)
      problems.push({ row: r.row, column: 'option1_name', error: { key: 'import.error.options' } });
    const combination = optionsKey(r.options);
    const before = seen.get(combination);
    if (before !== undefined)
      problems.push({
        row: r.row,
        column: 'option1_value',
        error: { key: 'import.error.combination', values: { row: before } },
      });
    else seen.set(combination, r.row);
    const owner = r.sku ? ctx.skus.get(r.sku) : undefined;
    if (owner !== undefined) targets.add(owner);
    if (r.productId !== null && r.productId !== head.productId)
      problems.push({ row: r.row, column: 'product_id', error: { key: 'import.error.product_id_mixed' } });
  }
  if (targets.size > 1) {
    const r = group.find((x) => x.sku && ctx.skus.get(x.sku) !== [...targets][0]) ?? head;
    problems.push({
      row: r.row,
      column: 'sku',
      error: { key: 'import.error.sku_other', values: { sku: r.sku ?? '' } },
    });
  }
  return problems;
}
