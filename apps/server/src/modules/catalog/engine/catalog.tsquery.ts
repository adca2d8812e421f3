/** A tsquery as PostgreSQL prints it (`'oak' & ( 'kursi' | 'bangku' ) & 'spring' <-> 'bed' & 'lam':*`), parsed. */
export type TsNode =
  | { op: 'word'; word: string; prefix: boolean }
  | { op: 'and' | 'or'; args: TsNode[] }
  | { op: 'not'; arg: TsNode }
  | { op: 'phrase'; left: TsNode; right: TsNode; distance: number };

type Token = { t: 'word'; word: string; prefix: boolean } | { t: 'op'; op: string; distance?: number };

function tokenize(text: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i] as string;
    if (c === ' ') {
      i += 1;
    } else if (c === "'") {
      let word = '';
      i += 1;
      while (i < text.length) {
        const d = text[i] as string;
        if (d === "'" && text[i + 1] === "'") {
          word += "'";
          i += 2;
        } else if (d === "'") {
          i += 1;
          break;
        } else if (d === '\\') {
          word += text[i + 1] ?? '';
          i += 2;
        } else {
          word += d;
          i += 1;
        }
      }
      let prefix = false;
      if (text[i] === ':') {
        i += 1;
        while (i < text.length && /[*A-Da-d]/.test(text[i] as string)) {
          if (text[i] === '*') prefix = true;
          i += 1;
        }
      }
      out.push({ t: 'word', word, prefix });
    } else if (c === '<') {
      const close = text.indexOf('>', i);
      const inner = text.slice(i + 1, close);
      out.push({ t: 'op', op: 'phrase', distance: inner === '-' ? 1 : Number(inner) });
      i = close + 1;
    } else {
      out.push({ t: 'op', op: c });
      i += 1;
    }
  }
  return out;
}

/** Parses PostgreSQL's text form of a tsquery: `!` binds tightest, then `<->`/`<N>`, `&`, `|`. */
export function parseTsquery(text: string): TsNode | undefined {
  const tokens = tokenize(text);
  let k = 0;
  const peek = () => tokens[k];
  const isOp = (op: string) => {
    const t = peek();
    return t?.t === 'op' && t.op === op;
  };
  function unary(): TsNode {
    const t = tokens[k++];
    if (!t) throw new Error('tsquery ends early');
    if (t.t === 'word') return { op: 'word', word: t.word, prefix: t.prefix };
    if (t.op === '!') return { op: 'not', arg: unary() };
    if (t.op === '(') {
      const inner = or();
      k += 1; // ')'
      return inner;
    }
    throw new Error(`unexpected ${t.op} in tsquery`);
  }
  function phrase(): TsNode {
    let left = unary();
    while (isOp('phrase')) {
      const distance = (tokens[k++] as { distance?: number }).distance ?? 1;
      left = { op: 'phrase', left, right: unary(), distance };
    }
    return left;
  }
  function and(): TsNode {
    const args = [phrase()];
    while (isOp('&')) {
      k += 1;
      args.push(phrase());
    }
    return args.length === 1 ? (args[0] as TsNode) : { op: 'and', args };
  }
  function or(): TsNode {
    const args = [and()];
    while (isOp('|')) {
      k += 1;
      args.push(and());
    }
    return args.length === 1 ? (args[0] as TsNode) : { op: 'or', args };
  }
  if (tokens.length === 0) return undefined;
  return or();
}
