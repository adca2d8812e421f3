import type { FastifyRequest } from 'fastify';
import { MAX_PRODUCT_PHOTOS } from '@rima/shared/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createProduct, deleteProduct, editProduct, listMyProducts, type MyProduct } from '@rima/shared/api/products';
import type { Config } from '../../config';
import { currentUser, type AuthGuards } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { publicBase } from '../../http/public-base';
import { routes } from '../../http/route';
import { photoSrcset, photoUrl } from '../../photos/photo-store';
import { readMultipart } from '../../photos/upload';
import type { ProductListRecord } from './products.repository';
import type { ProductUpload, ProductsService } from './products.service';
import { iso } from '../../http/wire-time';

type Options = { service: ProductsService; guards: AuthGuards; config: Pick<Config, 'publicUrl'> };

const PHOTO_FIELD = 'image'; // spec §7: files travel under `image`, repeated

/**
 * Runs `use` with the request's text fields and the files under `image` (streamed to temporary files, at most
 * 5, removed afterwards; see photos/upload.ts). A non-multipart body (JSON) counts as fields only.
 */
async function withUpload<T>(
  request: FastifyRequest,
  { requireMultipart }: { requireMultipart: boolean },
  use: (upload: ProductUpload) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) {
    if (requireMultipart) throw badRequest('Send the product as multipart/form-data with photos under "image"');
    const fields = request.body && typeof request.body === 'object' ? { ...request.body } : {};
    return use({ fields, files: [] });
  }
  const upload = await readMultipart(request, {
    fileField: PHOTO_FIELD,
    maxFiles: MAX_PRODUCT_PHOTOS,
    tooManyFiles: `A product has at most ${MAX_PRODUCT_PHOTOS} photos`,
  });
  try {
    return await use({ fields: upload.fields, files: upload.files });
  } finally {
    await upload.cleanup();
  }
}

function toMyProduct(base: string, r: ProductListRecord): MyProduct {
  return {
    id: r.id,
    name: r.name,
    price: r.price,
    stock: r.stock,
    sold: r.sold,
    image: r.image_key ? photoUrl(base, r.image_key) : '',
    image_srcset: r.image_key ? photoSrcset(base, r.image_key) : '',
    description: r.description,
    desc: r.description, // spec §7 / API-COMPAT 18: the old table reads `desc`
    created_at: iso(r.created_at),
    status: r.status === 'taken_down' || r.status === 'hidden' ? r.status : 'active',
    moderation_reason: r.moderation_reason ?? null,
  };
}

export const productsRoutes: FastifyPluginAsyncZod<Options> = async (app, { service, guards, config }) => {
  const route = routes(app, {
    tags: ['seller'],
    security: [{ token: [] }],
    preHandler: guards.requireAuth(['seller']),
  });

  route(
    createProduct,
    {
      summary: 'Sell a product (multipart: 1 to 5 photos under "image" and the text fields)',
      consumes: ['multipart/form-data'],
      status: 201,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const data = await withUpload(request, { requireMultipart: true }, (upload) =>
        service.createProduct(user.id, upload),
      );
      return reply.status(201).send({ statusCode: 201, message: 'Product created', data });
    },
  );

  route(
    editProduct,
    {
      summary:
        'Edit an own product: any field; `photos` = JSON array of kept photo ids in order, new files under "image"',
      consumes: ['multipart/form-data', 'application/json'],
    },
    async (request) => {
      const user = currentUser(request);
      const data = await withUpload(request, { requireMultipart: false }, (upload) =>
        service.editProduct(user, request.params.id, upload),
      );
      return { statusCode: 200, message: 'Product updated', data };
    },
  );

  route(
    listMyProducts,
    {
      // Any logged-in user (spec §2); a customer simply has none.
      preHandler: guards.requireAuth(),
      summary: "The logged-in user's live products, newest first",
    },
    async (request) => {
      const user = currentUser(request);
      const rows = user.role === 'seller' ? await service.listMyProducts(user.id) : [];
      const base = publicBase(request, config);
      return { statusCode: 200, message: 'ok', data: rows.map((r) => toMyProduct(base, r)) };
    },
  );

  route(
    deleteProduct,
    { summary: 'Delete an own product (archived instead when orders refer to it)' },
    async (request) => {
      const user = currentUser(request);
      const data = await service.deleteProduct(user, request.params.id);
      return { statusCode: 200, message: data.archived ? 'Product archived' : 'Product deleted', data };
    },
  );
};
