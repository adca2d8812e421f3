import type { LiveEvent } from '@rima/shared/api/notifications';
import type { Db } from '../../db/client';

/** What the hub needs of a socket (the `ws` WebSocket satisfies it; tests may pass a fake). */
export type LiveSocket = {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
};

const OPEN = 1;
/** One stream per tab; a user with more tabs than this is refused (a runaway client, not a person). */
export const MAX_STREAMS_PER_USER = 20;

export type LiveHub = ReturnType<typeof createLiveHub>;

/** PostgreSQL channel the hubs of all processes share. */
export const LIVE_CHANNEL = 'live_events';
/** NOTIFY payloads must stay under 8000 bytes. */
const MAX_PAYLOAD_BYTES = 7900;

/** Long strings (a 2,000-character chat text in a 4-byte script) are shortened only when the payload is too big. */
function encode(userId: number, event: LiveEvent): string {
  const payload = JSON.stringify({ user_id: userId, event });
  if (Buffer.byteLength(payload) <= MAX_PAYLOAD_BYTES) return payload;
  return JSON.stringify({ user_id: userId, event }, (_key, value: unknown) =>
    typeof value === 'string' && value.length > 500 ? `${value.slice(0, 500)}…` : value,
  );
}

/** The logged-in tabs of this process, by user id. Events go only to the sockets of the user they are for. */
export function createLiveHub() {
  const byUser = new Map<number, Set<LiveSocket>>();
  /** Set by bridge(): events then travel through the database so every process's tabs get them. */
  let broadcast: ((userId: number, event: LiveEvent) => void) | undefined;

  function deliver(userId: number, event: LiveEvent): void {
    const set = byUser.get(userId);
    if (!set) return;
    const frame = JSON.stringify(event);
    for (const socket of set) if (socket.readyState === OPEN) socket.send(frame);
  }

  return {
    /** Adds an authenticated socket; false when the user already has too many open. */
    add(userId: number, socket: LiveSocket): boolean {
      const set = byUser.get(userId) ?? new Set<LiveSocket>();
      if (set.size >= MAX_STREAMS_PER_USER) return false;
      set.add(socket);
      byUser.set(userId, set);
      return true;
    },
    remove(userId: number, socket: LiveSocket): void {
      const set = byUser.get(userId);
      if (!set) return;
      set.delete(socket);
      if (set.size === 0) byUser.delete(userId);
    },
    /** Sends the event to every open tab of the user, in this process and, once bridged, in every other. */
    publish(userId: number, event: LiveEvent): void {
      if (broadcast) broadcast(userId, event);
      else deliver(userId, event);
    },
    /**
     * Connects the hubs of several server processes through PostgreSQL LISTEN/NOTIFY (one dedicated
     * connection each, so each event arrives exactly once). With PGlite there is one process and the same
     * path runs in memory.
     */
    async bridge(db: Db, onError: (error: unknown) => void): Promise<void> {
      await db.listen(
        LIVE_CHANNEL,
        (payload) => {
          try {
            const { user_id: userId, event } = JSON.parse(payload) as { user_id: number; event: LiveEvent };
            deliver(userId, event);
          } catch (error) {
            onError(error);
          }
        },
        { onWriterConnections: false },
      );
      broadcast = (userId, event) => {
        db.query('SELECT pg_notify($1, $2)', [LIVE_CHANNEL, encode(userId, event)]).catch(onError);
      };
    },
    connectionCount(userId: number): number {
      return byUser.get(userId)?.size ?? 0;
    },
    closeAll(): void {
      for (const set of byUser.values()) for (const socket of set) socket.close(1001, 'server shutting down');
      byUser.clear();
    },
  };
}
