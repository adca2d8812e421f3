import { afterEach, describe, expect, it } from 'vitest';
import { pageDataKey, resetPageData, takePageData } from './page-data';

function embed(json: string) {
  const el = document.createElement('script');
  el.id = 'rima-data';
  el.type = 'application/json';
  el.textContent = json;
  document.head.append(el);
}

describe('page data', () => {
  afterEach(() => {
    document.getElementById('rima-data')?.remove();
    resetPageData();
  });

  it('names a request by its path and its query sorted by name, leaving out empty values', () => {
    expect(pageDataKey('/api/v1/product', { sortby: 'latest', limit: 6, page: 1, q: undefined })).toBe(
      '/api/v1/product?limit=6&page=1&sortby=latest',
    );
    expect(pageDataKey('/api/v1/product/41')).toBe('/api/v1/product/41');
  });

  it('answers each embedded request once, then leaves it to the network', () => {
    embed(JSON.stringify({ '/api/v1/product/41': { data: { id: 41 } } }));
    expect(takePageData('/api/v1/product/41')).toEqual({ data: { id: 41 } });
    expect(takePageData('/api/v1/product/41')).toBeUndefined();
    expect(document.getElementById('rima-data')).toBeNull();
  });

  it('ignores a page without data or with a broken block', () => {
    expect(takePageData('/api/v1/product/1')).toBeUndefined();
    resetPageData();
    embed('{not json');
    expect(takePageData('/api/v1/product/1')).toBeUndefined();
  });
});
