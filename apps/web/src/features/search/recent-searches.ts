/** Recent searches, remembered on this device only (localStorage), newest first. */
const KEY = 'rima.recentSearches';
const MAX = 6;

export function readRecentSearches(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string').slice(0, MAX) : [];
  } catch {
    return [];
  }
}

export function rememberSearch(text: string): string[] {
  const query = text.trim();
  if (query === '') return readRecentSearches();
  const next = [query, ...readRecentSearches().filter((q) => q.toLowerCase() !== query.toLowerCase())].slice(0, MAX);
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // storage full or disabled: the list just is not remembered
  }
  return next;
}
