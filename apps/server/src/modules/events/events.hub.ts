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
/** Notified with a session's token hash by a trigger when that session is revoked or deleted (migration 0017). */
export const SESSION_ENDED_CHANNEL = 'session_ended';
/** Close code and reason of a stream whose session ended (logout, password change or reset, suspension). */
export const SESSION_ENDED_CLOSE = { code: 4401, reason: 'session ended' } as const;
/** The instance is stopping: the web app reconnects at once, through the load balancer to another instance. */
export const RECONNECT_CLOSE = { code: 1012, reason: 'server restarting: reconnect' } as const;
/** NOTIFY payloads must stay under 8000 bytes. */
const MAX_PAYLOAD_BYTES = 7900;

/** Long strings (a 2,000-character chat text in a 4-byte script) are shortened only when the payload is too big. */
function encode(userId: number, event: LiveEvent, schema: string): string {
  const payload = JSON.stringify({ user_id: userId, event, schema });
  if (Buffer.byteLength(payload) <= MAX_PAYLOAD_BYTES) return payload;
  return JSON.stringify({ user_id: userId, event, schema }, (_key, value: unknown) =>
    typeof value === 'string' && value.length > 500 ? `${value.slice(0, 500)}…` : value,
  );
}

/** The logged-in tabs of this process, by user id. Events go only to the sockets of the user they are for. */
export function createLiveHub() {
  const byUser = new Map<number, Set<LiveSocket>>();
  /** The streams of each session, so a revoked session's streams close at once. */
  const bySession = new Map<string, Set<LiveSocket>>();
  const owners = new Map<LiveSocket, { userId: number; session: string | undefined }>();
  /**
   * Sessions ended in the last minute: a stream whose token was checked just before its session was revoked
   * may be added just after the notification arrived; it is refused instead of living on.
   */
  const recentlyEnded = new Map<string, number>();
  const RECENT_MS = 60_000;
  function rememberEnded(session: string): void {
    const now = Date.now();
    recentlyEnded.set(session, now);
    for (const [id, at] of recentlyEnded) {
      if (now - at < RECENT_MS && recentlyEnded.size <= 10_000) break;
      recentlyEnded.delete(id);
    }
  }
  /** Set by bridge(): events then travel through the database so every process's tabs get them. */
  let broadcast: ((userId: number, event: LiveEvent) => void) | undefined;

  function deliver(userId: number, event: LiveEvent): void {
    const set = byUser.get(userId);
    if (!set) return;
    const frame = JSON.stringify(event);
    for (const socket of set) if (socket.readyState === OPEN) socket.send(frame);
  }

  function remove(userId: number, socket: LiveSocket): void {
    const set = byUser.get(userId);
    if (set) {
      set.delete(socket);
      if (set.size === 0) byUser.delete(userId);
    }
    const session = owners.get(socket)?.session;
    owners.delete(socket);
    if (session === undefined) return;
    const ofSession = bySession.get(session);
    ofSession?.delete(socket);
    if (ofSession?.size === 0) bySession.delete(session);
  }

  /** Closes (and forgets at once) every stream of the given sessions (by token hash). */
  function endSessions(sessions: Iterable<string>): number {
    let closed = 0;
    for (const session of sessions) {
      rememberEnded(session);
      for (const socket of [...(bySession.get(session) ?? [])]) {
        const owner = owners.get(socket);
        if (owner) remove(owner.userId, socket);
        socket.close(SESSION_ENDED_CLOSE.code, SESSION_ENDED_CLOSE.reason);
        closed += 1;
      }
    }
    return closed;
  }

  /** After the LISTEN connection was lost: ends the streams whose session was revoked meanwhile. */
  async function recheckSessions(db: Db): Promise<void> {
    const open = [...bySession.keys()];
    if (open.length === 0) return;
    const rows = await db.query<{ token_hash: string }>(
      'SELECT token_hash FROM sessions WHERE token_hash = ANY($1::text[]) AND revoked_at IS NULL',
      [open],
    );
    const alive = new Set(rows.map((r) => r.token_hash));
    endSessions(open.filter((session) => !alive.has(session)));
  }

  return {
    /**
     * Adds an authenticated socket of one session, identified by its token hash (its streams close when the
     * session is revoked). Refused
     * when the user already has too many open, or when the session has just ended.
     */
    add(userId: number, socket: LiveSocket, session?: string): 'added' | 'too_many' | 'session_ended' {
      if (session !== undefined && recentlyEnded.has(session)) return 'session_ended';
      const set = byUser.get(userId) ?? new Set<LiveSocket>();
      if (set.size >= MAX_STREAMS_PER_USER) return 'too_many';
      set.add(socket);
      byUser.set(userId, set);
      owners.set(socket, { userId, session });
      if (session !== undefined) bySession.set(session, (bySession.get(session) ?? new Set()).add(socket));
      return 'added';
    },
    remove,
    endSessions,
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
      // Processes of one shop share a schema; test schemas share a database (and its notifications).
      // (db.listen adds the Db's channel prefix, migration 0028; the NOTIFY below adds the same one.)
      const [row] = await db.query<{ schema: string; prefix: string }>(
        `SELECT current_schema() AS schema, coalesce(current_setting('rima.channel_prefix', true), '') AS prefix`,
      );
      const schema = row?.schema ?? 'public';
      const liveChannel = (row?.prefix ?? '') + LIVE_CHANNEL;
      await db.listen(
        LIVE_CHANNEL,
        (payload) => {
          try {
            const parsed = JSON.parse(payload) as { user_id: number; event: LiveEvent; schema?: string };
            // NOTIFY reaches every connection of the database: another schema's users are other people.
            if (parsed.schema !== undefined && parsed.schema !== schema) return;
            const { user_id: userId, event } = parsed;
            deliver(userId, event);
          } catch (error) {
            onError(error);
          }
        },
        { onWriterConnections: false },
      );
      // A revoked session's streams close within moments in every process: the trigger notifies its id.
      await db.listen(SESSION_ENDED_CHANNEL, (payload) => endSessions([payload]), { onWriterConnections: false });
      db.onNotificationsMissed(() => {
        recheckSessions(db).catch(onError);
      });
      broadcast = (userId, event) => {
        db.query('SELECT pg_notify($1, $2)', [liveChannel, encode(userId, event, schema)]).catch(onError);
      };
    },
    connectionCount(userId: number): number {
      return byUser.get(userId)?.size ?? 0;
    },
    closeAll(): void {
      for (const set of byUser.values())
        for (const socket of set) socket.close(RECONNECT_CLOSE.code, RECONNECT_CLOSE.reason);
      byUser.clear();
      bySession.clear();
      owners.clear();
    },
  };
}
