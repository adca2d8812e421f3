/**
 * A timestamp as the API answers it: ISO 8601 in UTC. Rows carry a Date (node-postgres) or a string (a JSON
 * column, PGlite), so both are read.
 */
export const iso = (value: Date | string): string => new Date(value).toISOString();

/** `iso`, or null where the row has no such time. */
export const isoOrNull = (value: Date | string | null | undefined): string | null => (value ? iso(value) : null);
