/**
 * A string matching a JSON-schema `pattern`, for the subset the shared schemas use: anchors,
 * literals, `\d`, `\xNN`, classes with ranges, groups with `|`, and `? * + {m} {m,n}`.
 * Unbounded repeats stop at a few characters. Throws on anything else, so a new kind of
 * pattern is noticed rather than silently fuzzed with nonsense.
 */
export function matching(pattern: string, next: () => number): string {
  let at = 0;
  const int = (n: number) => Math.floor(next() * n);

  type Gen = () => string;
  const charClass = (): Gen => {
    at++; // [
    const ranges: [number, number][] = [];
    while (pattern[at] !== ']') {
      const from = classChar();
      if (pattern[at] === '-' && pattern[at + 1] !== ']') {
        at++;
        ranges.push([from, classChar()]);
      } else ranges.push([from, from]);
    }
    at++; // ]
    return () => {
      const [lo, hi] = ranges[int(ranges.length)] as [number, number];
      return String.fromCharCode(lo + int(hi - lo + 1));
    };
  };
  const classChar = (): number => {
    const c = pattern[at++] as string;
    if (c !== '\\') return c.charCodeAt(0);
    const e = pattern[at++] as string;
    if (e === 'x') {
      const code = Number.parseInt(pattern.slice(at, at + 2), 16);
      at += 2;
      return code;
    }
    return e.charCodeAt(0);
  };
  const atom = (): Gen => {
    const c = pattern[at];
    if (c === '[') return charClass();
    if (c === '(') {
      at++;
      const alternatives = sequenceList(')');
      at++; // )
      return () => (alternatives[int(alternatives.length)] as Gen)();
    }
    if (c === '\\' && pattern[at + 1] === 'd') {
      at += 2;
      return () => String(int(10));
    }
    const code = classChar();
    return () => String.fromCharCode(code);
  };
  const quantified = (): Gen => {
    const gen = atom();
    const q = pattern[at];
    let [min, max] = [1, 1];
    if (q === '?') [min, max] = [0, 1];
    else if (q === '*') [min, max] = [0, 4];
    else if (q === '+') [min, max] = [1, 4];
    else if (q === '{') {
      const close = pattern.indexOf('}', at);
      const [lo = '', hi] = pattern.slice(at + 1, close).split(',');
      min = Number(lo);
      max = hi === undefined ? min : hi === '' ? min + 4 : Number(hi);
      at = close;
    } else return gen;
    at++;
    return () => {
      const n = min + int(Math.min(max, min + 8) - min + 1);
      return Array.from({ length: n }, gen).join('');
    };
  };
  /** Alternatives up to `end`, each a sequence of quantified atoms. */
  const sequenceList = (end: string | undefined): Gen[] => {
    const alternatives: Gen[] = [];
    let parts: Gen[] = [];
    while (at < pattern.length && pattern[at] !== end) {
      if (pattern[at] === '|') {
        alternatives.push(joined(parts));
        parts = [];
        at++;
      } else if (pattern[at] === '^' || pattern[at] === '$') at++;
      else if (pattern[at] === '.') throw new Error(`unsupported pattern ${pattern}`);
      else parts.push(quantified());
    }
    alternatives.push(joined(parts));
    return alternatives;
  };
  const joined =
    (parts: Gen[]): Gen =>
    () =>
      parts.map((p) => p()).join('');

  const alternatives = sequenceList(undefined);
  return (alternatives[int(alternatives.length)] as Gen)();
}
