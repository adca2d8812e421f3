import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  HTTPMethods,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * Registers a route from its contract (docs/decisions/034): the method and path come from the endpoint
 * description, the schemas from the contract, so a route file writes only what is its own — the summary, the
 * guard, its hooks and limits, and the handler.
 */

/** The Fastify instance a zod-typed plugin gets (the app's own instance is one too). */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A contract of packages/shared/src/api: an endpoint description and the schemas its route validates with. */
export type Contract = {
  readonly method: HTTPMethods;
  readonly path: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response: z.ZodType;
};

/** An OpenAPI security requirement, e.g. `[{ token: [] }]` (the x-access-token scheme). */
type Security = readonly Readonly<Record<string, readonly string[]>>[];

/** The route's own Fastify options: hooks (the guard), config (rate limits), bodyLimit, logLevel... */
type FastifyOptions = Omit<RouteShorthandOptions, 'schema'>;

/** What the routes of a file share; a route's own options replace these key by key. */
export type RouteDefaults = FastifyOptions & {
  tags?: readonly string[];
  security?: Security;
};

export type RouteOptions = RouteDefaults & {
  summary: string;
  /** For the body types a route reads itself (multipart). */
  consumes?: readonly string[];
  /** The status the contract's response is listed under: 200, or 201 for a route that creates. */
  status?: number;
  /** More statuses and their answers, beside the contract's own. */
  responses?: Readonly<Record<number, z.ZodType>>;
  /**
   * Replace one of the contract's schemas (an old client's looser param, a route-only body union), or leave it
   * out with `null` (a body the route never reads).
   */
  params?: z.ZodType | null;
  querystring?: z.ZodType | null;
  body?: z.ZodType | null;
  response?: z.ZodType;
  /** Register the contract's path under another method instead (an old client's alias). */
  method?: HTTPMethods;
};

type Chosen<O, K extends string, C, CK extends string> = O extends { [P in K]: infer S }
  ? S
  : C extends { [P in CK]: infer S }
    ? S
    : undefined;

type StatusOf<O> = O extends { status: infer S extends number } ? S : 200;

type ResponsesOf<C extends Contract, O> = {
  [S in StatusOf<O>]: O extends { response: infer R } ? R : C['response'];
} & (O extends { responses: infer X } ? X : unknown);

/** The Fastify schema a route gets from its contract and options: what types `request` and the reply. */
export type SchemaOf<C extends Contract, O> = {
  params: Chosen<O, 'params', C, 'params'>;
  querystring: Chosen<O, 'querystring', C, 'query'>;
  body: Chosen<O, 'body', C, 'body'>;
  response: ResponsesOf<C, O>;
};

export type RouteHandler<S extends FastifySchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  S,
  ZodTypeProvider
>;

/**
 * Registers `contract` on `app` with `options` and `handler` (a route that shares nothing with its file).
 * Everything here runs once, at registration: the handler is Fastify's own (no wrapper), so a request costs
 * what a hand-written route costs.
 */
export function addRoute<C extends Contract, const O extends RouteOptions>(
  app: ZodApp,
  contract: C,
  options: O,
  handler: RouteHandler<SchemaOf<C, O>>,
): void {
  register(app, contract, {}, options, handler);
}

/**
 * The routes of one file: `const route = routes(app, { tags, security, preValidation: guard })`, then
 * `route(contract, { summary }, handler)`. A route's own options replace the defaults key by key.
 */
export function routes(app: ZodApp, defaults: RouteDefaults) {
  return <C extends Contract, const O extends RouteOptions>(
    contract: C,
    options: O,
    handler: RouteHandler<SchemaOf<C, O>>,
  ): void => register(app, contract, defaults, options, handler);
}

function register<S extends FastifySchema>(
  app: ZodApp,
  contract: Contract,
  defaults: RouteDefaults,
  options: RouteOptions,
  handler: RouteHandler<S>,
): void {
  const { tags, security, summary, consumes, status, responses, params, querystring, body, response, method, ...own } =
    { ...defaults, ...options };
  // An absent schema is left out, not set to undefined.
  const schema: FastifySchema & Record<string, unknown> = {};
  if (tags) schema.tags = tags;
  if (security) schema.security = security;
  schema.summary = summary;
  if (consumes) schema.consumes = consumes;
  const chosenParams = params === undefined ? contract.params : params;
  if (chosenParams) schema.params = chosenParams;
  const chosenQuery = querystring === undefined ? contract.query : querystring;
  if (chosenQuery) schema.querystring = chosenQuery;
  const chosenBody = body === undefined ? contract.body : body;
  if (chosenBody) schema.body = chosenBody;
  schema.response = { [status ?? 200]: response ?? contract.response, ...responses };
  app.route<RouteGenericInterface, ContextConfigDefault, S>({
    ...own,
    method: method ?? contract.method,
    url: contract.path,
    // Built above from the contract and the options, key by key as SchemaOf reads them.
    schema: schema as S,
    handler,
  });
}
