import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/**
 * The origin absolute links are built on (photo URLs, next/prev pages, e-mails): PUBLIC_URL when set,
 * otherwise the request's own origin, so clients on another origin (API-COMPAT 1) get loadable URLs.
 */
export function publicBase(request: FastifyRequest, config: Pick<Config, 'publicUrl'>): string {
  if (config.publicUrl) return config.publicUrl;
  return `${request.protocol}://${request.host}`;
}
