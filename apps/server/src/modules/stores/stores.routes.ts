import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getStore, storeParamsSchema } from '@rima/shared/api/stores';
import type { Config } from '../../config';
import { notFound } from '../../http/errors';
import { publicBase } from '../../http/public-base';
import { addRoute } from '../../http/route';
import { photoUrl } from '../../photos/photo-store';
import { cityName, holidayOf } from '../shipping/store-profile.service';
import { wibToday } from '../shipping/slot-dates';
import type { StoresService } from './stores.service';

type Options = { service: StoresService; config: Pick<Config, 'publicUrl'> };

export const storesRoutes: FastifyPluginAsyncZod<Options> = async (app, { service, config }) => {
  addRoute(
    app,
    getStore,
    {
      tags: ['stores'],
      summary: "A seller's public store and its products, newest first, paged",
      // A store address that can name no store (/store/abc, an id beyond any row) is a missing page, like an
      // unknown number: the server-rendered page and the API answer it alike.
      params: z.object({ sellerId: z.string() }),
    },
    async (request) => {
      const parsed = storeParamsSchema.shape.sellerId.safeParse(request.params.sellerId);
      if (!parsed.success) throw notFound('Store not found');
      const sellerId = parsed.data;
      const { page, limit } = request.query;
      const base = publicBase(request, config);
      const { store, products, onTime } = await service.getStore(sellerId, page, limit, base);
      const total = products.dataCount;
      const totalPage = Math.max(1, Math.ceil(total / limit));
      const pageUrl = (n: number) => `${base}/api/v1/store/${sellerId}?page=${n}&limit=${limit}`;
      const joined = store.created_at instanceof Date ? store.created_at : new Date(store.created_at);
      return {
        statusCode: 200,
        message: 'ok',
        data: {
          id: store.id,
          store_name: store.username,
          store_desc: store.store_desc,
          image: store.image_key ? photoUrl(base, store.image_key) : null,
          product_count: total,
          joined: joined.toISOString(),
          rating: store.rating,
          review_count: store.review_count,
          on_time_rate: onTime.due > 0 ? Math.round((onTime.on_time / onTime.due) * 1000) / 1000 : null,
          on_time_due: onTime.due,
          city: cityName(store.regency_name),
          opens_at: store.opens_at,
          closes_at: store.closes_at,
          working_days: [...store.working_days].sort(),
          holiday:
            store.holiday_from && store.holiday_until
              ? holidayOf(
                  { ...store, from: store.holiday_from, until: store.holiday_until, note: store.holiday_note },
                  wibToday(new Date()),
                )
              : null,
          products: {
            data: products.data,
            dataCount: total,
            totalPage,
            page,
            limit,
            next: page < totalPage ? pageUrl(page + 1) : null,
            prev: page > 1 ? pageUrl(Math.min(page - 1, totalPage)) : null,
          },
        },
      };
    },
  );
};
