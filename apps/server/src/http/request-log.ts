import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Config } from '../config';

/**
 * Request logging that costs little: Fastify's two info lines per request (a large share of a cache hit's
 * cost under load) become one line, written only when the request failed (5xx, error), was slow
 * (warn) or was picked by the sample rate (info). Fastify's other log lines (error handler, 404s, stream and
 * serialiser errors) keep their default behaviour.
 */
export class CheapRequestLog extends LogController {
  constructor(private readonly options: Pick<Config, 'slowRequestMs' | 'requestLogSample'>) {
    super();
  }

  override incomingRequest(): void {
    // nothing: the completion line says everything
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const ms = reply.elapsedTime;
    const status = reply.statusCode;
    const slow = ms >= this.options.slowRequestMs;
    const sampled = this.options.requestLogSample > 0 && Math.random() < this.options.requestLogSample;
    if (!error && status < 500 && !slow && !sampled) return;
    const line = { method: request.method, url: request.url, statusCode: status, responseTime: Math.round(ms) };
    if (error || status >= 500) request.log.error({ ...line, err: error ?? undefined }, 'request failed');
    else if (slow) request.log.warn(line, 'slow request');
    else request.log.info(line, 'request completed');
  }
}
