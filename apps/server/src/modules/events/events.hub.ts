import type { LiveEvent } from '@rima/shared/api/notifications';

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

/** The logged-in tabs of this process, by user id. Events go only to the sockets of the user they are for. */
export function createLiveHub() {
  const byUser = new Map<number, Set<LiveSocket>>();

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
    publish(userId: number, event: LiveEvent): void {
      const set = byUser.get(userId);
      if (!set) return;
      const frame = JSON.stringify(event);
      for (const socket of set) if (socket.readyState === OPEN) socket.send(frame);
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
