import type http from 'node:http';
import { AppError } from './errors';

/**
 * A stopping instance's way out of a load balancer's pool without dropping a request (docs/decisions/049).
 * While draining it still answers everything, but its health check says 503 (balancers that poll take it out)
 * and every answer closes its connection, so no proxy holds a kept-alive connection to it when it stops
 * listening (with nginx's upstream keepalive_timeout shorter than the drain, deploy/nginx/rima.conf): a proxy's next connection is then refused, which nginx retries on another instance even for a
 * POST (nothing was sent).
 */
export type Drain = {
  readonly draining: boolean;
  /** Starts draining: every answer from now on closes its connection. */
  begin(server: http.Server): void;
};

export function createDrain(): Drain {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    begin(server) {
      if (draining) return;
      draining = true;
      // before the front door's listener, so cache hits answered there close their connection too
      server.prependListener('request', (_request: http.IncomingMessage, response: http.ServerResponse) => {
        response.shouldKeepAlive = false;
      });
      // Idle kept-alive connections are left to the proxy, which closes them first (its keepalive_timeout is
      // shorter than the drain): closing one here could race a request the proxy is sending on it.
    },
  };
}

/** What the health check answers while the instance drains. */
export const drainingError = () =>
  new AppError(503, 'SERVICE_UNAVAILABLE', 'This instance is stopping', undefined, { 'retry-after': '1' });

type Stoppable = {
  server: http.Server;
  drain: Drain;
  reconnectLiveStreams(): void;
  close(): PromiseLike<unknown>;
};

/**
 * The stop of one instance among several: health 503 for `delayMs` (the balancer notices), stop listening
 * (new connections are refused, so the balancer picks another instance), tell live streams to reconnect (they
 * land elsewhere), let the requests in flight finish, then close the database.
 */
export async function drainAndClose(app: Stoppable, delayMs: number): Promise<void> {
  app.drain.begin(app.server);
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  const idle = new Promise<void>((resolve) => {
    if (!app.server.listening) resolve();
    else app.server.close(() => resolve());
  });
  app.reconnectLiveStreams();
  await idle;
  await app.close();
}
