import Fastify, { type preHandlerAsyncHookHandler } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { okEnvelope } from '@rima/shared/api/envelope';
import { addRoute, routes } from './route';

/** The route helper on a bare Fastify instance: what it registers from a contract, and what it types. */

const thingSchema = z.object({ id: z.number().int(), name: z.string() });
const getThing = {
  method: 'GET',
  path: '/thing/:id',
  params: z.object({ id: z.coerce.number().int().min(1) }),
  query: z.object({ full: z.enum(['yes', 'no']).optional() }),
  response: okEnvelope(thingSchema),
} as const;
const createThing = {
  method: 'POST',
  path: '/thing',
  body: z.object({ name: z.string().min(1) }),
  response: okEnvelope(thingSchema),
} as const;
const renameThing = {
  method: 'PATCH',
  path: '/thing/:id/name',
  params: z.object({ id: z.coerce.number().int() }),
  body: z.object({ name: z.string() }),
  response: okEnvelope(z.null()),
} as const;

type RouteSeen = { method: string | string[]; url: string; schema?: Record<string, unknown>; hooks: string[] };

function bareApp() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const seen: RouteSeen[] = [];
  app.addHook('onRoute', (r) => {
    const hooks = (['onRequest', 'preValidation', 'preHandler'] as const).filter((h) => r[h] !== undefined);
    // a copy: Fastify marks the schema object it compiled
    seen.push({ method: r.method, url: r.url, schema: { ...(r.schema as Record<string, unknown>) }, hooks });
  });
  return { app, seen };
}

describe('route helper', () => {
  it('takes the method, path and schemas from the contract, and the shared options from the file', async () => {
    const { app, seen } = bareApp();
    const calls: string[] = [];
    const guard: preHandlerAsyncHookHandler = async () => {
      calls.push('guard');
    };
    const route = routes(app, { tags: ['things'], security: [{ token: [] }], preValidation: guard });
    route(getThing, { summary: 'One thing' }, async (request) => ({
      statusCode: 200,
      message: 'Thing',
      data: { id: request.params.id, name: request.query.full === 'yes' ? 'a full thing' : 'a thing' },
    }));
    route(createThing, { summary: 'Create a thing', status: 201 }, async (request, reply) =>
      reply.code(201).send({ statusCode: 201, message: 'Created', data: { id: 7, name: request.body.name } }),
    );
    await app.ready();

    expect(seen.filter((r) => r.method !== 'HEAD')).toEqual([
      {
        method: 'GET',
        url: '/thing/:id',
        hooks: ['preValidation'],
        schema: {
          tags: ['things'],
          security: [{ token: [] }],
          summary: 'One thing',
          params: getThing.params,
          querystring: getThing.query,
          response: { 200: getThing.response },
        },
      },
      {
        method: 'POST',
        url: '/thing',
        hooks: ['preValidation'],
        schema: {
          tags: ['things'],
          security: [{ token: [] }],
          summary: 'Create a thing',
          body: createThing.body,
          response: { 201: createThing.response },
        },
      },
    ]);

    const got = await app.inject({ method: 'GET', url: '/thing/3?full=yes' });
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual({ statusCode: 200, message: 'Thing', data: { id: 3, name: 'a full thing' } });
    expect((await app.inject({ method: 'GET', url: '/thing/0' })).statusCode).toBe(400);
    const created = await app.inject({ method: 'POST', url: '/thing', payload: { name: 'Chair' } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ data: { id: 7, name: 'Chair' } });
    expect((await app.inject({ method: 'POST', url: '/thing', payload: { name: '' } })).statusCode).toBe(400);
    expect(calls).toEqual(['guard', 'guard', 'guard', 'guard']);
    await app.close();
  });

  it("lets a route replace the file's options and the contract's schemas, add statuses and another method", async () => {
    const { app, seen } = bareApp();
    const route = routes(app, { tags: ['things'], security: [{ token: [] }] });
    const looseParams = z.object({ id: z.string() });
    const either = okEnvelope(z.union([thingSchema, z.null()]));
    route(
      getThing,
      { tags: ['old'], summary: 'Any id', params: looseParams, response: either, responses: { 201: either } },
      async (request) => ({ statusCode: 200, message: request.params.id, data: null }),
    );
    for (const method of ['PATCH', 'POST'] as const) {
      route(renameThing, { method, summary: 'Rename' }, async (request) => ({
        statusCode: 200,
        message: request.body.name,
        data: null,
      }));
    }
    addRoute(app, { ...createThing, path: '/any-body' }, { summary: 'No body', body: null }, async (request) => ({
      statusCode: 200,
      message: typeof request.body,
      data: { id: 1, name: 'x' },
    }));
    addRoute(app, createThing, { summary: 'Public', consumes: ['application/json'], bodyLimit: 100 }, async () => ({
      statusCode: 200,
      message: 'ok',
      data: { id: 1, name: 'x' },
    }));
    await app.ready();

    const [loose, patch, post, anyBody, open] = seen.filter((r) => r.method !== 'HEAD');
    expect(anyBody?.schema).toEqual({ summary: 'No body', response: { 200: createThing.response } });
    expect(loose?.schema).toEqual({
      tags: ['old'],
      security: [{ token: [] }],
      summary: 'Any id',
      params: looseParams,
      querystring: getThing.query,
      response: { 200: either, 201: either },
    });
    expect([patch?.method, patch?.url, post?.method, post?.url]).toEqual([
      'PATCH',
      '/thing/:id/name',
      'POST',
      '/thing/:id/name',
    ]);
    expect(open?.schema).toEqual({
      summary: 'Public',
      consumes: ['application/json'],
      body: createThing.body,
      response: { 200: createThing.response },
    });
    expect((await app.inject({ method: 'GET', url: '/thing/abc' })).json()).toMatchObject({ message: 'abc' });
    const renamed = await app.inject({ method: 'POST', url: '/thing/2/name', payload: { name: 'Sofa' } });
    expect(renamed.json()).toMatchObject({ message: 'Sofa' });
    const unchecked = await app.inject({ method: 'POST', url: '/any-body', payload: ['not', 'a', 'thing'] });
    expect(unchecked.json()).toMatchObject({ message: 'object' });
    const big = await app.inject({ method: 'POST', url: '/thing', payload: { name: 'x'.repeat(200) } });
    expect(big.statusCode).toBe(413);
    await app.close();
  });

  it('types the request and the reply from the schemas', () => {
    const route = routes(bareApp().app, { tags: ['things'] });
    route(getThing, { summary: 'typed' }, async (request) => {
      const id: number = request.params.id;
      // @ts-expect-error the query's `full` is 'yes' | 'no' | undefined
      const full: number = request.query.full;
      // @ts-expect-error GET /thing/:id has no body schema: the body is unknown
      const body: { name: string } = request.body;
      return { statusCode: 200, message: String(full) + body.name, data: { id, name: 'x' } };
    });
    // @ts-expect-error the answer must match the contract's response
    addRoute(bareApp().app, createThing, { summary: 'wrong shape' }, async () => ({
      statusCode: 200,
      message: 'x',
      data: { id: 'x' },
    }));
    addRoute(bareApp().app, createThing, { summary: 'wrong status' }, async (_request, reply) =>
      // @ts-expect-error 201 is not among this route's statuses (no `status: 201`)
      reply.code(201).send({ statusCode: 201, message: 'x', data: { id: 1, name: 'x' } }),
    );
  });
});
