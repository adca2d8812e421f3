// The endpoint descriptions in this folder (method and path of every /api/v1 endpoint, plus the constants and
// types a client needs) are free of zod: the web app imports them into every chunk without pulling the
// validation library in. The zod contracts in ../api spread them, so a path is written once.

/** The names of a path's `:params`: '/chat/conversations/:id/messages' → 'id'. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path with each `:param` replaced by its URL-encoded value. */
export function fillPath<P extends string>(path: P, params: Record<PathParams<P>, string | number>): string {
  return path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent((params as Record<string, string | number>)[name] ?? ''),
  );
}
