// Generates strings for the simple regular expressions JSON Schema `pattern`s use: literals, escapes (\d \w \s
// and escaped punctuation), classes ([a-z0-9_], [^…] is refused), `.`, groups with alternation, quantifiers
// (? * + {n} {n,m} {n,}) and the anchors ^ $. Anything else (lookarounds, backreferences) throws, so the
// generator falls back to the schema's examples instead of producing a string that silently does not match.

type Atom = { kind: 'set'; chars: string[] } | { kind: 'group'; alts: Item[][] };
interface Item {
  atom: Atom;
  min: number;
  max: number;
}

const range = (from: string, to: string): string[] => {
  const out: string[] = [];
  for (let c = from.charCodeAt(0); c <= to.charCodeAt(0); c++) out.push(String.fromCharCode(c));
  return out;
};
const DIGITS = range('0', '9');
const WORD = [...range('a', 'z'), ...range('A', 'Z'), ...DIGITS, '_'];
const PRINTABLE = range(' ', '~');

class Parser {
  private i = 0;
  private readonly src: string;
  constructor(src: string) {
    this.src = src;
  }

  parse(): Item[][] {
    const alts = this.alternatives();
    if (this.i < this.src.length) throw new Error(`unsupported pattern syntax at ${this.i} in ${this.src}`);
    return alts;
  }

  private alternatives(): Item[][] {
    const alts: Item[][] = [this.sequence()];
    while (this.src[this.i] === '|') {
      this.i++;
      alts.push(this.sequence());
    }
    return alts;
  }

  private sequence(): Item[] {
    const items: Item[] = [];
    while (this.i < this.src.length) {
      const c = this.src[this.i]!;
      if (c === '|' || c === ')') break;
      if (c === '^' || c === '$') {
        this.i++;
        continue;
      }
      const atom = this.atom();
      const [min, max] = this.quantifier();
      items.push({ atom, min, max });
    }
    return items;
  }

  private atom(): Atom {
    const c = this.src[this.i]!;
    if (c === '(') {
      this.i++;
      if (this.src[this.i] === '?') {
        if (this.src[this.i + 1] === ':') this.i += 2;
        else throw new Error(`unsupported group syntax in ${this.src}`);
      }
      const alts = this.alternatives();
      if (this.src[this.i] !== ')') throw new Error(`unbalanced group in ${this.src}`);
      this.i++;
      return { kind: 'group', alts };
    }
    if (c === '[') return this.charClass();
    if (c === '.') {
      this.i++;
      return { kind: 'set', chars: PRINTABLE };
    }
    if (c === '\\') {
      this.i++;
      return { kind: 'set', chars: this.escape() };
    }
    if ('*+?{'.includes(c)) throw new Error(`quantifier without atom in ${this.src}`);
    this.i++;
    return { kind: 'set', chars: [c] };
  }

  private escape(): string[] {
    const e = this.src[this.i++];
    if (e === undefined) throw new Error(`dangling escape in ${this.src}`);
    if (e === 'd') return DIGITS;
    if (e === 'w') return WORD;
    if (e === 's') return [' '];
    if (/[0-9bBDWSkpPux]/.test(e)) throw new Error(`unsupported escape \\${e} in ${this.src}`);
    return [e];
  }

  private charClass(): Atom {
    this.i++;
    if (this.src[this.i] === '^') throw new Error(`negated classes are not supported in ${this.src}`);
    const chars: string[] = [];
    while (this.i < this.src.length && this.src[this.i] !== ']') {
      let from: string[];
      if (this.src[this.i] === '\\') {
        this.i++;
        from = this.escape();
      } else {
        from = [this.src[this.i++]!];
      }
      if (from.length === 1 && this.src[this.i] === '-' && this.src[this.i + 1] !== ']' && this.src[this.i + 1] !== undefined) {
        this.i++;
        const to = this.src[this.i] === '\\' ? (this.i++, this.escape()) : [this.src[this.i++]!];
        if (to.length !== 1) throw new Error(`bad range in ${this.src}`);
        chars.push(...range(from[0]!, to[0]!));
      } else {
        chars.push(...from);
      }
    }
    if (this.src[this.i] !== ']') throw new Error(`unterminated class in ${this.src}`);
    this.i++;
    return { kind: 'set', chars: [...new Set(chars)] };
  }

  private quantifier(): [number, number] {
    const c = this.src[this.i];
    let q: [number, number] = [1, 1];
    if (c === '?') q = [0, 1];
    else if (c === '*') q = [0, Infinity];
    else if (c === '+') q = [1, Infinity];
    else if (c === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(this.src.slice(this.i));
      if (!m) throw new Error(`bad quantifier in ${this.src}`);
      this.i += m[0].length;
      const min = Number(m[1]);
      const max = m[2] === undefined ? min : m[3] === '' || m[3] === undefined ? Infinity : Number(m[3]);
      return [min, max];
    } else return q;
    this.i++;
    if (this.src[this.i] === '?') this.i++; // lazy quantifiers generate the same strings
    return q;
  }
}

export type Rng = () => number;

function pick<T>(rng: Rng, list: readonly T[]): T {
  return list[Math.floor(rng() * list.length)]!;
}

function genSeq(items: Item[], rng: Rng, spread: number): string {
  let out = '';
  for (const { atom, min, max } of items) {
    const hi = Math.min(max, min + spread);
    const n = min + Math.floor(rng() * (hi - min + 1));
    for (let k = 0; k < n; k++) out += atom.kind === 'set' ? pick(rng, atom.chars) : genSeq(pick(rng, atom.alts), rng, spread);
  }
  return out;
}

function maxSeq(items: Item[]): number {
  let total = 0;
  for (const { atom, max } of items) {
    const one = atom.kind === 'set' ? 1 : Math.max(...atom.alts.map(maxSeq));
    total += max * one;
  }
  return total;
}

/** A string matching `pattern` (verified with the same `u`-flag RegExp Ajv uses), or throws. */
export function generateFromPattern(pattern: string, rng: Rng, opts: { minLength?: number; maxLength?: number } = {}): string {
  const alts = new Parser(pattern).parse();
  const re = new RegExp(pattern, 'u');
  for (let attempt = 0; attempt < 50; attempt++) {
    const s = genSeq(pick(rng, alts), rng, attempt < 25 ? 8 : 30);
    if (!re.test(s)) continue;
    if (opts.minLength !== undefined && s.length < opts.minLength) continue;
    if (opts.maxLength !== undefined && s.length > opts.maxLength) continue;
    return s;
  }
  throw new Error(`could not generate a string for pattern ${pattern} within the length bounds`);
}

/** The longest string the pattern can match (Infinity when unbounded); throws on unsupported syntax. */
export function patternMaxLength(pattern: string): number {
  return Math.max(...new Parser(pattern).parse().map(maxSeq));
}
