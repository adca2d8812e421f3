import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app';
import { parseChange } from '../../http/catalog-change';
import { affects } from '../../http/response-cache';
import { ATTRIBUTES, attributeBit, changedAttributes, listReads, SEARCHED } from './catalog.attributes';

describe('the product attribute registry', async () => {
  const app = await buildTestApp();
  const { db } = app.deps;

  it('has an entry for every column of the products table', async () => {
    const rows = await db.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns
        WHERE table_name = 'products' AND table_schema = current_schema() ORDER BY column_name`,
    );
    expect(rows.map((r) => r.column_name)).toEqual(Object.keys(ATTRIBUTES).sort());
  });

  it('says which attributes a list reads, from its filters and its order', () => {
    expect(listReads({})).toBe(0);
    expect(listReads({ material: 'jati' })).toBe(attributeBit('material'));
    expect(listReads({ min_width: 10 })).toBe(attributeBit('width_cm'));
    expect(listReads({ max_price: 10, sortby: 'popular' })).toBe(attributeBit('price') | attributeBit('sold'));
    expect(listReads({ price: 'cheap', sortby: 'popular' })).toBe(attributeBit('price'));
    // a search is ranked by relevance (popular candidates) unless another order is asked for
    expect(listReads({ search: 'meja' })).toBe(SEARCHED | attributeBit('sold'));
    expect(listReads({ search: 'meja', sortby: 'latest' })).toBe(SEARCHED);
    expect(listReads({ sortby: 'relevance' })).toBe(attributeBit('sold'));
    expect(listReads({ category: 'Sofa', brand: 'IKEA', seller_id: 3 })).toBe(0);
  });

  it('classifies changed columns: membership, attributes lists read, or the product only', () => {
    expect(changedAttributes(['weight_kg', 'updated_at'])).toEqual({ membership: false, attributes: 0 });
    expect(changedAttributes(['category_id'])).toEqual({ membership: true, attributes: 0 });
    expect(changedAttributes(['a_column_without_an_entry']).membership).toBe(true);
    const edit = parseChange(
      '{"t":"products","op":"UPDATE","ids":[7],"cols":["material","search_text","search_vec","updated_at"]}',
    );
    expect(edit.membership).toBe(false);
    expect(edit.text).toBe(true);
    expect(affects(edit, { ids: [], list: { reads: listReads({ material: 'jati' }) } })).toBe(true);
    expect(affects(edit, { ids: [], list: { reads: listReads({ min_width: 1 }) } })).toBe(false);
    expect(affects(edit, { ids: [], list: { reads: listReads({ max_price: 5 }) } })).toBe(false);
  });
});
