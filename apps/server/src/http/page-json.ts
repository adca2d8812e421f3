const ESCAPES: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026' };

/** JSON inside an HTML <script> element: nothing in it may close the element or open a comment. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/[<>&]/g, (c) => ESCAPES[c] ?? c);
