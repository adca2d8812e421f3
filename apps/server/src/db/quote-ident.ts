/** A channel or schema name as a quoted SQL identifier; anything but lower-case letters, digits and _ is refused. */
export function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unsafe identifier: ${name}`);
  return `"${name}"`;
}
