import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchSuggest } from '@rima/shared/api/search';
import type { Config } from '../../config';
import { publicBase } from '../../http/public-base';
import { addRoute } from '../../http/route';
import type { SearchService } from './search.service';

type Options = { service: SearchService; config: Pick<Config, 'publicUrl'> };

/** GET /search/suggest?q=: the header search box's suggestions. */
export const searchRoutes: FastifyPluginAsyncZod<Options> = async (app, { service, config }) => {
  addRoute(
    app,
    searchSuggest,
    {
      tags: ['catalog'],
      summary: 'Up to 8 products plus matching categories and stores; "did you mean" when nothing matches',
    },
    async (request) => ({
      statusCode: 200,
      message: 'Suggestions',
      data: await service.suggest(request.query.q, publicBase(request, config)),
    }),
  );
};
