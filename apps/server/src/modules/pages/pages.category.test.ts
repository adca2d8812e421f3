import { describe, expect, it } from 'vitest';
import { buildShopApp } from '../../../test/web-pages';
import { createProduct, createSeller } from '../../../test/factories';
import { jsonLdBlocks, validateJsonLd } from '../../../test/json-ld-shapes';

const host = { host: 'shop.example' };
const indonesian = { ...host, 'accept-language': 'id' };
const english = { ...host, 'accept-language': 'en' };

/** What is inside #root. */
const root = (html: string) => /<div id="root">([\s\S]*?)<\/div>\s*(?:<script|<\/body>)/.exec(html)?.[1] ?? '';

type Trail = { itemListElement: { position: number; name: string; item: string }[] };

// The category pages (docs/decisions/040): /kategori/<room> and /kategori/<room>/<type>, rendered on the server.
describe('server-rendered category pages', async () => {
  const app = await buildShopApp();
  const { db } = app.deps;
  const seller = await createSeller(db);
  // 115 Ranjang & Dipan and 114 Lemari Pakaian, both in Kamar Tidur (101); 110 Sofa in Ruang Tamu
  const bed = await createProduct(db, seller.id, { name: 'Dipan Jati Minimalis 160x200', category_id: 115 });
  const wardrobe = await createProduct(db, seller.id, { name: 'Lemari Pakaian 2 Pintu', category_id: 114 });
  const sofa = await createProduct(db, seller.id, { name: 'Sofa Rotan Tiga Dudukan', category_id: 110 });
  const get = (url: string, headers: Record<string, string> = indonesian) =>
    app.inject({ method: 'GET', url, headers });

  it('answers a leaf with its products only, its name as heading and title, breadcrumbs and a canonical URL', async () => {
    const res = await get('/kategori/kamar-tidur/ranjang-dipan');
    expect(res.statusCode).toBe(200);
    const body = root(res.body);
    expect(body).toMatch(/<h1 class="page-banner__title">Ranjang &amp; Dipan<\/h1>/);
    expect(body).toContain('Dipan Jati Minimalis 160x200');
    expect(body).not.toContain('Lemari Pakaian 2 Pintu');
    expect(body).not.toContain('Sofa Rotan');
    // Beranda › Kamar Tidur › Ranjang & Dipan, the last one the current page
    expect(body).toMatch(
      /<nav aria-label="Jejak navigasi"[^>]*>.*href="\/".*Beranda.*href="\/kategori\/kamar-tidur".*Kamar Tidur.*aria-current="page"[^>]*>Ranjang &amp; Dipan/s,
    );
    // the list's filters, with the category chosen in the tree
    expect(body).toContain('id="product-filters"');
    expect(body).toMatch(/aria-pressed="true"[^>]*><span>Ranjang &amp; Dipan<\/span>/);
    expect(res.body).toContain('<title>Ranjang &amp; Dipan · RIMA</title>');
    expect(res.body).toContain('<link rel="canonical" href="http://shop.example/kategori/kamar-tidur/ranjang-dipan">');
    expect(res.body).toMatch(/<meta name="description" content="Ranjang &amp; Dipan dari toko-toko independen/);
  });

  it('writes the trail as a valid BreadcrumbList in the page language', async () => {
    for (const [headers, names] of [
      [indonesian, ['Beranda', 'Kamar Tidur', 'Ranjang & Dipan']],
      [english, ['Home', 'Bedroom', 'Beds & Bed Frames']],
    ] as const) {
      const res = await get('/kategori/kamar-tidur/ranjang-dipan', headers);
      const blocks = jsonLdBlocks(res.body);
      for (const block of blocks) expect(validateJsonLd(block)).toEqual([]);
      const trail = blocks.find((b) => b['@type'] === 'BreadcrumbList') as Trail | undefined;
      expect(trail?.itemListElement).toEqual([
        { '@type': 'ListItem', position: 1, name: names[0], item: 'http://shop.example/' },
        { '@type': 'ListItem', position: 2, name: names[1], item: 'http://shop.example/kategori/kamar-tidur' },
        {
          '@type': 'ListItem',
          position: 3,
          name: names[2],
          item: 'http://shop.example/kategori/kamar-tidur/ranjang-dipan',
        },
      ]);
    }
  });

  it('answers a room with every product type in it, and in English with English names', async () => {
    const res = await get('/kategori/kamar-tidur', english);
    expect(res.statusCode).toBe(200);
    const body = root(res.body);
    expect(body).toMatch(/<h1 class="page-banner__title">Bedroom<\/h1>/);
    expect(body).toContain('Dipan Jati Minimalis 160x200');
    expect(body).toContain('Lemari Pakaian 2 Pintu');
    expect(body).not.toContain('Sofa Rotan');
    expect(res.body).toContain('<title>Bedroom · RIMA</title>');
    expect(res.body).toContain('<link rel="canonical" href="http://shop.example/kategori/kamar-tidur">');
    // more filters than the category's own: the same canonical, kept out of the index
    const filtered = await get('/kategori/kamar-tidur?material=jati', english);
    expect(filtered.body).toContain('<link rel="canonical" href="http://shop.example/kategori/kamar-tidur">');
    expect(filtered.body).toContain('<meta name="robots" content="noindex, follow">');
  });

  it('answers 404 for an unknown slug, a type under another room and a retired category', async () => {
    for (const url of [
      '/kategori/no-such-room',
      '/kategori/kamar-tidur/no-such',
      '/kategori/ruang-tamu/ranjang-dipan',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<meta name="robots" content="noindex">');
    }
    expect((await get('/kategori/kamar-tidur/nakas')).statusCode).toBe(200);
    await db.query("UPDATE categories SET retired_at = now() WHERE slug = 'nakas'");
    try {
      await expect.poll(async () => (await get('/kategori/kamar-tidur/nakas')).statusCode).toBe(404);
    } finally {
      await db.query("UPDATE categories SET retired_at = NULL WHERE slug = 'nakas'");
    }
    await expect.poll(async () => (await get('/kategori/kamar-tidur/nakas')).statusCode).toBe(200);
  });

  it('is rendered once, and again when a product in it or the tree changes', async () => {
    const url = '/kategori/kamar-tidur/ranjang-dipan?sort=cheap';
    const renders = () => app.renders.filter((u) => u === url).length;
    await get(url);
    await get(url);
    expect(renders()).toBe(1);
    // a change the list does not read, to a product elsewhere, does not touch it (stock is read: the list
    // page counts the products in stock among its filters' choices)
    await db.query('UPDATE products SET weight_kg = coalesce(weight_kg, 10) + 1 WHERE id = $1', [sofa.id]);
    await get(url);
    expect(renders()).toBe(1);
    await db.query("UPDATE products SET name = 'Dipan Jati Ukir Jepara' WHERE id = $1", [bed.id]);
    await expect.poll(async () => root((await get(url)).body)).toContain('Dipan Jati Ukir Jepara');
    expect(renders()).toBe(2);
    // a product moved into the category
    await db.query('UPDATE products SET category_id = 115 WHERE id = $1', [wardrobe.id]);
    await expect.poll(async () => root((await get(url)).body)).toContain('Lemari Pakaian 2 Pintu');
    // the tree renamed
    await db.query("UPDATE categories SET name_id = 'Ranjang Tidur' WHERE slug = 'ranjang-dipan'");
    try {
      await expect.poll(async () => root((await get(url)).body)).toContain('Ranjang Tidur</h1>');
    } finally {
      await db.query("UPDATE categories SET name_id = 'Ranjang & Dipan' WHERE slug = 'ranjang-dipan'");
      await db.query('UPDATE products SET category_id = 114 WHERE id = $1', [wardrobe.id]);
    }
  });

  it('lists the category pages in the product page trail and links the product to its category page', async () => {
    const res = await get(`/product/detail/${bed.id}`);
    expect(res.statusCode).toBe(200);
    const body = root(res.body);
    expect(body).toMatch(
      /<ol class="breadcrumb[^"]*">.*href="\/kategori\/kamar-tidur".*href="\/kategori\/kamar-tidur\/ranjang-dipan"/s,
    );
    const trail = jsonLdBlocks(res.body).find((b) => b['@type'] === 'BreadcrumbList') as Trail | undefined;
    expect(trail?.itemListElement.map((i) => i.item)).toEqual([
      'http://shop.example/',
      'http://shop.example/product',
      'http://shop.example/kategori/kamar-tidur',
      'http://shop.example/kategori/kamar-tidur/ranjang-dipan',
      `http://shop.example/product/detail/${bed.id}`,
    ]);
  });

  it('keeps the old list URL working', async () => {
    const res = await get('/product?category=ranjang-dipan');
    expect(res.statusCode).toBe(200);
    expect(root(res.body)).toContain('Dipan Jati');
  });
});
