import pg from 'pg';
import type { DbHealth, DbLog } from './client';

type Notification = { channel: string; payload?: string | undefined; processId: number };

/**
 * The dedicated LISTEN connection of a PostgreSQL Db. When PostgreSQL ends it (restart, failover,
 * pg_terminate_backend) it is opened again with back-off (100 ms doubling to at most 2 s, for as long as it
 * takes), LISTENs on every channel again, and then calls the missed-notification hooks: whatever was
 * notified while it was away is lost, so every cache it feeds is dropped and every live stream re-checked.
 */
export function createListenerConnection(options: {
  clientConfig: pg.ClientConfig;
  /** Every channel to LISTEN on (asked again at each reconnect). */
  channels: () => Iterable<string>;
  onNotification: (msg: Notification) => void;
  onLost: (err: unknown) => void;
  quote: (channel: string) => string;
  log: () => DbLog | undefined;
}) {
  const { clientConfig, channels, onNotification, onLost, quote, log } = options;
  let client: pg.Client | undefined;
  let state: DbHealth['listener'] = 'idle';
  let reconnects = 0;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;
  let opening: Promise<void> | undefined;
  let closing = false;
  const missedHooks = new Set<() => void>();

  /** Opens the connection and LISTENs on every channel; on failure nothing is left open. */
  async function open(): Promise<void> {
    // A database that neither answers nor refuses (a failover to a vanished address) fails the try in 5 s.
    const next = new pg.Client({ ...clientConfig, connectionTimeoutMillis: 5_000 });
    next.on('notification', onNotification);
    let lost = false;
    const lose = (err?: unknown) => {
      if (lost || closing) return;
      lost = true;
      onLost(err ?? new Error('listener connection ended'));
      if (client === next) client = undefined;
      next.end().catch(() => undefined);
      scheduleReconnect();
    };
    next.on('error', (err) => lose(err));
    try {
      await next.connect();
      for (const channel of new Set(channels())) await next.query(`LISTEN ${quote(channel)}`);
    } catch (error) {
      lost = true; // a failed open is retried by its caller, not by lose()
      await next.end().catch(() => undefined);
      throw error;
    }
    if (lost) throw new Error('listener connection lost while opening');
    next.on('end', () => lose());
    client = next;
    state = 'listening';
  }

  function scheduleReconnect(): void {
    if (closing || timer) return;
    state = 'reconnecting';
    const delay = Math.min(100 * 2 ** attempt, 2_000);
    attempt += 1;
    timer = setTimeout(() => {
      timer = undefined;
      open().then(
        () => {
          attempt = 0;
          reconnects += 1;
          log()?.info({ reconnects }, 'database listener reconnected');
          // LISTEN is in place again: what was notified before may be lost, nothing after it is.
          for (const hook of missedHooks) {
            try {
              hook();
            } catch (err) {
              log()?.warn({ err }, 'missed-notifications hook failed');
            }
          }
        },
        (err: unknown) => {
          if (closing) return;
          log()?.warn({ err, attempt }, 'database listener reconnect failed');
          scheduleReconnect();
        },
      );
    }, delay);
    timer.unref();
  }

  return {
    /** LISTENs on one more channel (the first call opens the connection; a reconnect covers it too). */
    async listen(channel: string): Promise<void> {
      if (state === 'idle') {
        opening ??= open().finally(() => {
          opening = undefined;
        });
        await opening;
      } else if (client) {
        await client.query(`LISTEN ${quote(channel)}`);
      }
    },
    onMissed(hook: () => void): void {
      missedHooks.add(hook);
    },
    health: () => ({ listener: state, listener_reconnects: reconnects }),
    async close(): Promise<void> {
      closing = true;
      if (timer) clearTimeout(timer);
      await client?.end().catch(() => undefined);
    },
  };
}
