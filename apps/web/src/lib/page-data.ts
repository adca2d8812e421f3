/**
 * Answers the server already put into the page (issue 12/17): `<script id="rima-data" type="application/json">`
 * maps API URLs to their JSON bodies, so the first render of a shop page needs no API round trip. Each entry
 * answers once; later requests for the same URL go to the network as usual.
 */
import { PAGE_DATA_ELEMENT_ID } from '@rima/shared/page-data';

export { pageDataKey } from '@rima/shared/page-data';

let entries: Map<string, unknown> | undefined;

function load(): Map<string, unknown> {
  if (entries) return entries;
  entries = new Map();
  const el = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!el?.textContent) return entries;
  try {
    const parsed = JSON.parse(el.textContent) as Record<string, unknown>;
    for (const [key, value] of Object.entries(parsed)) entries.set(key, value);
  } catch {
    // A broken block is ignored: the page fetches as it would without it.
  }
  el.remove();
  return entries;
}

/** The server's answer for this request, once; undefined when the page did not carry it. */
export function takePageData(key: string): unknown {
  const map = load();
  if (!map.has(key)) return undefined;
  const value = map.get(key);
  map.delete(key);
  return value;
}

/** For tests: forget what was read. */
export function resetPageData(): void {
  entries = undefined;
}
