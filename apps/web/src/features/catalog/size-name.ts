/** A size as the catalogue names it; the spec's 'Pull Size' in the interface's language (the others are S…XXL). */
export function sizeName(t: (key: 'sizePull') => string, name: string): string {
  return name === 'Pull Size' ? t('sizePull') : name;
}
