// What a shop page tells search engines and link previews, written into the HTML the server sends:
// title, description, canonical URL, Open Graph and Twitter card tags, and schema.org JSON-LD. The JSON-LD
// objects are typed with schema-dts (schema.org's vocabulary as TypeScript): a property or value schema.org
// does not define for the type does not compile.
import type { BreadcrumbList, Organization, Product, SearchAction, Store, WebSite, WithContext } from 'schema-dts';
import type { CategoryNode } from '@rima/shared/api/categories';
import { nameIn, placeOfId, placeOfPath, placePath, type CategoryPlace } from '@rima/shared/category-places';
import { SHOP_NAME } from '@rima/shared/constants';
import { scriptJson } from './page-json';

export type PageSeo = { title: string; description: string; head: string; noindex?: boolean };

type ProductAnswer = {
  product?: {
    id: number;
    name: string;
    description: string;
    price: number;
    stock: number;
    brand: string;
    category: string;
    category_id?: number;
    seller_id: number;
    seller_name: string;
  }[];
  image?: { image: string; srcset?: string }[];
};
type StoreAnswer = { id: number; store_name: string; store_desc: string; image: string | null };
/** The reviews' summary (GET /reviews, the same for every visitor): how many, and their mean. */
export type ReviewsSummary = { count: number; average: number };

const attr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const clip = (text: string, max = 160) => {
  const plain = text.replace(/\s+/g, ' ').trim();
  return plain.length <= max ? plain : `${plain.slice(0, plain.lastIndexOf(' ', max - 1)).trimEnd()}…`;
};
const meta = (key: 'name' | 'property', name: string, content: string) =>
  `<meta ${key}="${name}" content="${attr(content)}">`;
const jsonLd = (value: WithContext<Product | BreadcrumbList | Organization | WebSite | Store>) =>
  `<script type="application/ld+json">${scriptJson(value)}</script>`;
/** The largest width of a srcset ("… 1024w"), for the preview image. */
const largest = (srcset: string | undefined, fallback: string) =>
  srcset
    ?.split(',')
    .map((c) => c.trim().split(/\s+/))
    .sort((a, b) => parseInt(b[1] ?? '0', 10) - parseInt(a[1] ?? '0', 10))[0]?.[0] ?? fallback;

function common(p: { title: string; description: string; url: string; image?: string; type: string }): string[] {
  return [
    `<link rel="canonical" href="${attr(p.url)}">`,
    meta('property', 'og:site_name', `${SHOP_NAME} FURNITURE`),
    meta('property', 'og:type', p.type),
    meta('property', 'og:title', p.title),
    meta('property', 'og:description', p.description),
    meta('property', 'og:url', p.url),
    meta('property', 'og:locale', 'en_ID'),
    ...(p.image ? [meta('property', 'og:image', p.image)] : []),
    meta('name', 'twitter:card', p.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', p.title),
    meta('name', 'twitter:description', p.description),
    ...(p.image ? [meta('name', 'twitter:image', p.image)] : []),
  ];
}

/**
 * schema.org's Actions annotate an input with `<property>-input` (here: the search text fills `query`), which
 * schema-dts does not model; the rest of the action is checked as usual.
 */
type SearchActionWithInput = SearchAction & { '@type': 'SearchAction'; 'query-input': string };

const breadcrumbs = (items: { name: string; url: string }[]): WithContext<BreadcrumbList> => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: item.url })),
});

/** The trail's entries for a category: its room, then its product type, each its page. */
const placeTrail = (base: string, place: CategoryPlace, lang: string) => [
  { name: nameIn(place.top, lang), url: `${base}${placePath({ top: place.top })}` },
  ...(place.leaf ? [{ name: nameIn(place.leaf, lang), url: `${base}${placePath(place)}` }] : []),
];

export function productSeo(
  base: string,
  answer: ProductAnswer,
  reviews?: ReviewsSummary,
  tree?: readonly CategoryNode[],
): PageSeo | undefined {
  const p = answer.product?.[0];
  if (!p) return undefined;
  const url = `${base}/product/detail/${p.id}`;
  const photo = answer.image?.[0];
  const image = photo ? largest(photo.srcset, photo.image) : undefined;
  const title = `${p.name} · ${SHOP_NAME}`; // the web app's own title format (useDocumentTitle)
  const description = clip(p.description);
  const product: WithContext<Product> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    description: p.description,
    sku: `RIMA-${String(p.id).padStart(6, '0')}`,
    url,
    ...(answer.image?.length ? { image: answer.image.map((i) => largest(i.srcset, i.image)) } : {}),
    // only when the product names one (a free-text brand, or the legacy brand): docs/decisions/037
    ...(p.brand ? { brand: { '@type': 'Brand' as const, name: p.brand } } : {}),
    category: p.category,
    // Only when reviewed: an empty rating is an error for search engines.
    ...(reviews && reviews.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: reviews.average,
            reviewCount: reviews.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: p.price,
      priceCurrency: 'IDR',
      availability: p.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      seller: { '@type': 'Organization', name: p.seller_name, url: `${base}/store/${p.seller_id}` },
    },
  };
  const place = tree && p.category_id !== undefined ? placeOfId(tree, p.category_id) : undefined;
  const trail = breadcrumbs([
    { name: 'Home', url: `${base}/` },
    { name: 'Shop', url: `${base}/product` },
    ...(place
      ? placeTrail(base, place, 'en')
      : [{ name: p.category, url: `${base}/product?category=${encodeURIComponent(p.category)}` }]),
    { name: p.name, url },
  ]);
  const head = [
    ...common({ title, description, url, ...(image ? { image } : {}), type: 'product' }),
    meta('property', 'product:price:amount', String(p.price)),
    meta('property', 'product:price:currency', 'IDR'),
    jsonLd(product),
    jsonLd(trail),
  ].join('');
  return { title, description, head };
}

export function storeSeo(base: string, store: StoreAnswer): PageSeo {
  const url = `${base}/store/${store.id}`;
  const title = `${store.store_name} · ${SHOP_NAME}`;
  const description = clip(store.store_desc || `${store.store_name} sells furniture and home goods on ${SHOP_NAME}.`);
  const head = [
    ...common({ title, description, url, ...(store.image ? { image: store.image } : {}), type: 'website' }),
    jsonLd({
      '@context': 'https://schema.org',
      '@type': 'Store',
      name: store.store_name,
      description: store.store_desc,
      url,
      ...(store.image ? { image: store.image } : {}),
    }),
    jsonLd(
      breadcrumbs([
        { name: 'Home', url: `${base}/` },
        { name: store.store_name, url },
      ]),
    ),
  ].join('');
  return { title, description, head };
}

export function homeSeo(base: string): PageSeo {
  const title = `${SHOP_NAME} FURNITURE`; // spec §1: the home page's title
  const description = 'Furniture and home goods from Indonesian stores: solid teak, woven rattan, prices in rupiah.';
  const head = [
    ...common({ title, description, url: `${base}/`, type: 'website' }),
    jsonLd({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: `${SHOP_NAME} FURNITURE`,
      url: `${base}/`,
      logo: `${base}/favicon.svg`,
    }),
    jsonLd({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: `${SHOP_NAME} FURNITURE`,
      url: `${base}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${base}/product?search={search_term_string}` },
        'query-input': 'required name=search_term_string',
      } satisfies SearchActionWithInput as SearchAction,
    }),
  ].join('');
  return { title, description, head };
}

/** /product: one category or brand is a page worth indexing; deeper combinations are `noindex`. */
export function listSeo(base: string, search: URLSearchParams): PageSeo {
  const category = search.get('category')?.trim();
  const brand = search.get('brand')?.trim();
  const others = [...search.keys()].filter(
    (k) => !['category', 'brand', 'page', 'sort', 'utm_source', 'fbclid'].includes(k),
  );
  const deep = Boolean(category && brand) || others.length > 0;
  const query = category
    ? `?category=${encodeURIComponent(category)}`
    : brand
      ? `?brand=${encodeURIComponent(brand)}`
      : '';
  const url = `${base}/product${deep ? '' : query}`;
  const what = category ?? brand;
  const title = `Shop · ${SHOP_NAME}`;
  const description = what
    ? `${what} from Indonesian stores on ${SHOP_NAME}, with prices in rupiah.`
    : `Every piece of furniture and home goods on ${SHOP_NAME}, from Indonesian stores.`;
  const head = [
    ...common({ title, description, url, type: 'website' }),
    ...(deep ? ['<meta name="robots" content="noindex, follow">'] : []),
  ].join('');
  return { title, description, head, noindex: deep };
}

/** Texts of a category page's head, in the page's language. */
const CATEGORY_TEXTS = {
  en: {
    home: 'Home',
    about: (name: string) => `${name} from independent Indonesian stores on ${SHOP_NAME}, with prices in rupiah.`,
  },
  id: {
    home: 'Beranda',
    about: (name: string) => `${name} dari toko-toko independen Indonesia di ${SHOP_NAME}, harga dalam rupiah.`,
  },
} as const;

/**
 * /kategori/<top>[/<leaf>] (docs/decisions/040): the category's own URL is canonical; one with more filters than
 * its order and page is `noindex`. Its trail (Beranda › Kamar Tidur › Ranjang & Dipan) as BreadcrumbList.
 */
export function categorySeo(
  base: string,
  place: CategoryPlace,
  search: URLSearchParams,
  lang: string,
  title: string | undefined,
): PageSeo {
  const texts = lang === 'id' ? CATEGORY_TEXTS.id : CATEGORY_TEXTS.en;
  const name = nameIn(place.leaf ?? place.top, lang);
  const url = `${base}${placePath(place)}`;
  const deep = [...search.keys()].some((k) => !['page', 'sort', 'utm_source', 'fbclid'].includes(k));
  const description = texts.about(name);
  const head = [
    ...common({ title: title ?? `${name} · ${SHOP_NAME}`, description, url, type: 'website' }),
    ...(deep ? ['<meta name="robots" content="noindex, follow">'] : []),
    jsonLd(breadcrumbs([{ name: texts.home, url: `${base}/` }, ...placeTrail(base, place, lang)])),
  ].join('');
  return { title: title ?? name, description, head, noindex: deep };
}

/** A content page (About, Blog and its articles, FAQ, Contact): its canonical URL and preview tags. */
export function contentSeo(base: string, pathname: string, title: string): PageSeo {
  const url = `${base}${pathname.replace(/\/+$/, '') || '/'}`;
  const description = `${title.replace(` · ${SHOP_NAME}`, '')}: furniture and home goods from Indonesian stores on ${SHOP_NAME}.`;
  const type = pathname.startsWith('/blog/detail') ? 'article' : 'website';
  return { title, description, head: common({ title, description, url, type }).join('') };
}

type AnswerMap = ReadonlyMap<string, { status: number; body: unknown }>;

/** The first answer whose request path (no query) matches. */
function answerFor(answers: AnswerMap, pattern: RegExp): { data: unknown; status: number } | undefined {
  for (const [key, answer] of answers) {
    if (pattern.test(key.split('?')[0] ?? '')) {
      return { data: (answer.body as { data?: unknown } | undefined)?.data, status: answer.status };
    }
  }
  return undefined;
}

/**
 * The head tags of a server-rendered page, from the API answers it was rendered with. The title is
 * the page's own (what the web app sets); 404 pages are kept out of the index.
 */
export function pageSeo(page: {
  base: string;
  pathname: string;
  search: URLSearchParams;
  status: number;
  title: string | undefined;
  answers: AnswerMap;
  /** The page's language ('id' or 'en'). */
  lang?: string;
}): { head: string; description?: string } {
  const { base, pathname, search, answers } = page;
  // the shop's category tree, when the page read it (GET /categories?tree=1)
  const tree = () => {
    const answer = answers.get('/api/v1/categories?tree=1');
    const data = (answer?.body as { data?: unknown } | undefined)?.data;
    return answer?.status === 200 && Array.isArray(data) ? (data as CategoryNode[]) : undefined;
  };
  if (page.status === 404 || pathname === '/error') return { head: '<meta name="robots" content="noindex">' };
  let seo: PageSeo | undefined;
  if (pathname === '/') seo = homeSeo(base);
  else if (/^\/product\/?$/.test(pathname)) seo = listSeo(base, search);
  else if (/^\/product\/detail\/[^/]+\/?$/.test(pathname)) {
    const product = answerFor(answers, /^\/api\/v1\/product\/[^/]+$/);
    const reviews = answerFor(answers, /^\/api\/v1\/reviews$/);
    const summary = reviews?.status === 200 ? (reviews.data as ReviewsSummary) : undefined;
    if (product?.status === 200) seo = productSeo(base, product.data as ProductAnswer, summary, tree());
  } else if (pathname.startsWith('/kategori/')) {
    let path: string;
    try {
      path = decodeURIComponent(pathname.slice('/kategori/'.length));
    } catch {
      path = ''; // not a slug: no such category
    }
    const categories = tree();
    const place = categories ? placeOfPath(categories, path) : undefined;
    if (place) seo = categorySeo(base, place, search, page.lang ?? 'en', page.title);
  } else if (/^\/store\/[^/]+\/?$/.test(pathname)) {
    // the store's own page (the product page's store card asks with limit=1; this is the first store answer)
    const store = answerFor(answers, /^\/api\/v1\/store\/[^/]+$/);
    if (store?.status === 200) seo = storeSeo(base, store.data as StoreAnswer);
  } else if (page.title) seo = contentSeo(base, pathname, page.title);
  return seo ? { head: seo.head, description: seo.description } : { head: '' };
}
