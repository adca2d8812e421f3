import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { CheapRequestLog } from './request-log';

function fakes(statusCode: number, elapsedTime: number) {
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const request = { method: 'GET', url: '/api/v1/product', log } as unknown as FastifyRequest;
  const reply = { statusCode, elapsedTime } as unknown as FastifyReply;
  return { log, request, reply };
}

describe('cheap request logging', () => {
  it('writes nothing for a quick successful request', () => {
    const { log, request, reply } = fakes(200, 3);
    new CheapRequestLog({ slowRequestMs: 500, requestLogSample: 0 }).requestCompleted(null, request, reply);
    expect(log.info).not.toHaveBeenCalled();
    expect(log.warn).not.toHaveBeenCalled();
    expect(log.error).not.toHaveBeenCalled();
  });

  it('always writes slow requests (warn) and failed ones (error)', () => {
    const slow = fakes(200, 900);
    new CheapRequestLog({ slowRequestMs: 500, requestLogSample: 0 }).requestCompleted(null, slow.request, slow.reply);
    expect(slow.log.warn).toHaveBeenCalledOnce();
    const failed = fakes(503, 2);
    new CheapRequestLog({ slowRequestMs: 500, requestLogSample: 0 }).requestCompleted(
      null,
      failed.request,
      failed.reply,
    );
    expect(failed.log.error).toHaveBeenCalledOnce();
  });

  it('writes every request at info when the sample rate is 1', () => {
    const { log, request, reply } = fakes(200, 3);
    new CheapRequestLog({ slowRequestMs: 500, requestLogSample: 1 }).requestCompleted(null, request, reply);
    expect(log.info).toHaveBeenCalledOnce();
  });
});
