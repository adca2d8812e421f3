import { Fragment, type ReactNode } from 'react';

/**
 * A translated sentence with marked parts, e.g. "No account yet? <link>Register</link>", where each tag
 * becomes an element: `rich(t('noAccount'), { link: (text) => <Link to="/register">{text}</Link> })`.
 * The sentence stays whole in the catalogue, so each language orders its words itself (no text
 * is put together from translated pieces). Tags are not nested.
 */
export function rich(message: string, tags: Record<string, (text: string) => ReactNode>): ReactNode {
  const out: ReactNode[] = [];
  const pattern = /<([a-z][a-z0-9]*)>([\s\S]*?)<\/\1>/g;
  let last = 0;
  for (const match of message.matchAll(pattern)) {
    const [whole, name = '', text = ''] = match;
    const render = tags[name];
    if (match.index > last) out.push(message.slice(last, match.index));
    out.push(<Fragment key={match.index}>{render ? render(text) : text}</Fragment>);
    last = match.index + whole.length;
  }
  if (last < message.length) out.push(message.slice(last));
  return out;
}
