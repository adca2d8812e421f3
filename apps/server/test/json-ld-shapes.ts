import { z } from 'zod';

// The schema.org shapes our pages' JSON-LD must have: each type with the properties schema.org
// gives it and the value types it expects, plus what search engines require for rich results (a Product's
// offer with a price and an ISO 4217 currency, availability as a schema.org ItemAvailability, a rating within
// its bounds, breadcrumbs numbered 1, 2, 3 …, a SearchAction whose URL template holds its input's name).
// Objects are strict: a misspelt property is an error, not an ignored extra.

const url = z.url({ protocol: /^https?$/ });
const text = z.string().trim().min(1);
const thing = <T extends string>(type: T) => z.literal(type);
const context = z.literal('https://schema.org');

const ITEM_AVAILABILITY = [
  'BackOrder',
  'Discontinued',
  'InStock',
  'InStoreOnly',
  'LimitedAvailability',
  'MadeToOrder',
  'OnlineOnly',
  'OutOfStock',
  'PreOrder',
  'PreSale',
  'Reserved',
  'SoldOut',
].map((v) => `https://schema.org/${v}`);

const organization = z.strictObject({ '@type': thing('Organization'), name: text, url: url.optional() });

const aggregateRating = z
  .strictObject({
    '@type': thing('AggregateRating'),
    ratingValue: z.number(),
    reviewCount: z.number().int().min(1),
    bestRating: z.number(),
    worstRating: z.number(),
  })
  .refine((r) => r.worstRating <= r.ratingValue && r.ratingValue <= r.bestRating, {
    message: 'ratingValue lies outside worstRating..bestRating',
  });

const product = z.strictObject({
  '@context': context,
  '@type': thing('Product'),
  name: text,
  description: z.string(),
  sku: text,
  url,
  image: z.array(url).min(1).optional(),
  brand: z.strictObject({ '@type': thing('Brand'), name: text }),
  category: text,
  aggregateRating: aggregateRating.optional(),
  offers: z.strictObject({
    '@type': thing('Offer'),
    url,
    price: z.number().nonnegative(),
    priceCurrency: z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 currency code'),
    availability: z.enum(ITEM_AVAILABILITY as [string, ...string[]]),
    seller: organization,
  }),
});

const breadcrumbList = z
  .strictObject({
    '@context': context,
    '@type': thing('BreadcrumbList'),
    itemListElement: z
      .array(z.strictObject({ '@type': thing('ListItem'), position: z.number().int(), name: text, item: url }))
      .min(1),
  })
  .refine((list) => list.itemListElement.every((item, i) => item.position === i + 1), {
    message: 'ListItem positions must be 1, 2, 3 …',
  });

const website = z
  .strictObject({
    '@context': context,
    '@type': thing('WebSite'),
    name: text,
    url,
    potentialAction: z.strictObject({
      '@type': thing('SearchAction'),
      target: z.strictObject({ '@type': thing('EntryPoint'), urlTemplate: text }),
      'query-input': z.string().regex(/^required name=[a-z_]+$/),
    }),
  })
  .refine(
    (site) => {
      const name = site.potentialAction['query-input'].replace('required name=', '');
      return site.potentialAction.target.urlTemplate.includes(`{${name}}`);
    },
    { message: "the SearchAction's urlTemplate must hold its query-input's name" },
  );

const store = z.strictObject({
  '@context': context,
  '@type': thing('Store'),
  name: text,
  description: z.string(),
  url,
  image: url.optional(),
});

const siteOrganization = z.strictObject({
  '@context': context,
  '@type': thing('Organization'),
  name: text,
  url,
  logo: url,
});

const SHAPES: Record<string, z.ZodType> = {
  Product: product,
  BreadcrumbList: breadcrumbList,
  WebSite: website,
  Store: store,
  Organization: siteOrganization,
};

/** Every `<script type="application/ld+json">` block of a page, parsed. */
export function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1] ?? 'null') as Record<string, unknown>,
  );
}

/** The problems of one block against its type's shape; [] when it conforms. */
export function validateJsonLd(block: Record<string, unknown>): string[] {
  const shape = SHAPES[String(block['@type'])];
  if (!shape) return [`no shape for @type ${String(block['@type'])}`];
  const result = shape.safeParse(block);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}
