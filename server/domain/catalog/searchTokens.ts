/**
 * How a shopper's keyword becomes a full-text query over the goods' search tokens.
 *
 * The database makes the tokens of every goods item (`goods_search_vector`, migration 0026, into
 * the GIN index of goods_listing); `documentTokens` here is the same function written once in
 * TypeScript, and a test holds the two together on PGlite and PostgreSQL. The rules:
 *
 * - ASCII letters and digits make words, lower-cased ("ThinkPad T14s" → thinkpad, t14s); a word
 *   also gives its rest from the first digit after a letter (y9000p → 9000p, rtx4060 → 4060).
 *   Everything else (spaces, punctuation, other scripts) only separates.
 * - Chinese (and Japanese kana, Korean) is not written in words, so every two adjacent
 *   characters of a run are a token (轻薄本 → 轻薄, 薄本), and the run's last character alone.
 *
 * A keyword is split on spaces into at most KEYWORD_TERMS_MAX words and every word must match:
 *
 * - an ASCII word of two or more characters matches as a prefix of a token (t14 finds T14 and
 *   T14s, 9000 finds Y9000P); a single letter or digit only a whole token;
 * - a Chinese run matches when all its pairs do (游戏本: 游戏 and 戏本), a single character as the
 *   prefix of any token (本 is in 轻薄本 and 本电);
 * - what a shopper means by some words is wider than their letters: a maker's Chinese and Latin
 *   names are one (联想 = Lenovo, and ThinkPad is Lenovo's; 苹果 = Apple …, `ALSO_MEANS`), and a
 *   kind of "本" is the same kind of "笔记本" (游戏本 also finds 游戏笔记本, and back). The back
 *   office's goods list does without: staff look for the words they typed;
 * - `%`, `_` and `\` are never wildcards: punctuation separates like any other, and a word that
 *   holds one must also appear literally in the goods' name, brand, model or slug (think%pad finds
 *   nothing). A keyword with no letter, digit or Chinese character at all finds nothing.
 */

/** CJK ideographs (with extension A and compatibility ideographs), kana and Hangul syllables. */
const CJK_RANGES = '\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff\\u3040-\\u30ff\\uac00-\\ud7af';
const CJK_RUN = new RegExp(`[${CJK_RANGES}]+`, 'g');
const ASCII_WORD = /[a-z0-9]+/g;
const WORD_REST = /(?<=[a-z])[0-9][a-z0-9]+/g;

export const KEYWORD_TERMS_MAX = 5;

/** Lower-cases ASCII only, as the database's `lower(… COLLATE "C")` does. */
const asciiLower = (text: string) => text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());

/** Every pair of adjacent characters of a run (all of it in the Basic Multilingual Plane). */
function pairsOf(run: string): string[] {
  const pairs: string[] = [];
  for (let index = 0; index + 1 < run.length; index += 1) pairs.push(run.slice(index, index + 2));
  return pairs;
}

/** The tokens the database indexes for a text (`goods_search_vector`), sorted and distinct. */
export function documentTokens(text: string): string[] {
  const lowered = asciiLower(text);
  const tokens = new Set<string>([...(lowered.match(ASCII_WORD) ?? []), ...(lowered.match(WORD_REST) ?? [])]);
  for (const run of text.match(CJK_RUN) ?? []) {
    for (const pair of pairsOf(run)) tokens.add(pair);
    tokens.add(run.slice(-1));
  }
  // tsvector's own order: by their UTF-8 bytes.
  return [...tokens].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
}

/**
 * Words whose meaning is wider than their letters: a maker's names in both scripts and the
 * makers' other brands. Keys are as a keyword's word is read (lower-cased, a whole word or a whole
 * Chinese run); each alternative is matched by the same rules as typed.
 */
const ALSO_MEANS: Readonly<Record<string, readonly string[]>> = {
  联想: ['lenovo', 'thinkpad'],
  lenovo: ['联想', 'thinkpad'],
  华为: ['huawei'],
  huawei: ['华为'],
  荣耀: ['honor'],
  honor: ['荣耀'],
  小米: ['xiaomi', 'redmi'],
  xiaomi: ['小米', 'redmi'],
  红米: ['redmi'],
  redmi: ['红米'],
  戴尔: ['dell', 'alienware', '外星人'],
  dell: ['戴尔', 'alienware', '外星人'],
  外星人: ['alienware'],
  alienware: ['外星人'],
  惠普: ['hp'],
  hp: ['惠普'],
  苹果: ['apple'],
  apple: ['苹果'],
  华硕: ['asus', 'rog'],
  asus: ['华硕', 'rog'],
  宏碁: ['acer'],
  acer: ['宏碁'],
  微星: ['msi'],
  msi: ['微星'],
  微软: ['microsoft'],
  microsoft: ['微软'],
  三星: ['samsung'],
  samsung: ['三星'],
  机械革命: ['mechrevo'],
  mechrevo: ['机械革命'],
  雷神: ['thunderobot'],
  thunderobot: ['雷神'],
};

/** 游戏本 ⇄ 游戏笔记本, 轻薄本 ⇄ 轻薄笔记本: shoppers write a laptop kind either way. */
function laptopKindVariant(run: string): string | null {
  const long = /^(.{2,})笔记本$/.exec(run);
  if (long) return `${long[1]}本`;
  const short = /^(.{2,})本$/.exec(run);
  if (short && !short[1]?.endsWith('笔记')) return `${short[1]}笔记本`;
  return null;
}

/** A lexeme of tsquery's input syntax: quoted, quotes and backslashes doubled/escaped. */
const lexeme = (token: string, prefix = false) => `'${token.replace(/\\/g, '\\\\').replace(/'/g, "''")}'${prefix ? ':*' : ''}`;

const all = (parts: string[]) => (parts.length === 1 ? (parts[0] as string) : `(${parts.join(' & ')})`);
const any = (parts: string[]) => (parts.length === 1 ? (parts[0] as string) : `(${parts.join(' | ')})`);

/** What an ASCII word or a Chinese run matches by its letters alone. */
function literalQuery(piece: string): string {
  if (/^[a-z0-9]+$/.test(piece)) return lexeme(piece, piece.length >= 2);
  if (piece.length === 1) return lexeme(piece, true);
  return all(pairsOf(piece).map((pair) => lexeme(pair)));
}

/** What a piece of a keyword (an ASCII word or a Chinese run) matches, with what it also means. */
function pieceQuery(piece: string, widened: boolean): string {
  if (!widened) return literalQuery(piece);
  const alternatives = [piece, ...(ALSO_MEANS[piece] ?? [])];
  const variant = laptopKindVariant(piece);
  if (variant) alternatives.push(variant);
  return any([...new Set(alternatives)].map(literalQuery));
}

/** The words of a keyword (NFKC first: full-width letters and digits are the ASCII ones). */
export function keywordTerms(keyword: string): string[] {
  return [...new Set(asciiLower(keyword.normalize('NFKC')).trim().split(/\s+/).filter(Boolean))].slice(0, KEYWORD_TERMS_MAX);
}

export type KeywordQuery = {
  /** tsquery input text, to be cast with `::tsquery`; null: the keyword can match nothing. */
  tsquery: string | null;
  /** Words holding `%`, `_` or `\`, which must also appear literally in the goods' search text. */
  literalWords: string[];
};

/**
 * The full-text query of a keyword, or null for a blank keyword (no keyword filter). `widened`:
 * with what shoppers mean (makers' names, 本 and 笔记本); the back office looks for the words typed.
 */
export function keywordQuery(keyword: string, { widened = true }: { widened?: boolean } = {}): KeywordQuery | null {
  const terms = keywordTerms(keyword);
  if (terms.length === 0) return null;
  const groups: string[] = [];
  for (const term of terms) {
    const pieces = [...(term.match(ASCII_WORD) ?? []), ...(term.match(CJK_RUN) ?? [])];
    if (pieces.length > 0) groups.push(all(pieces.map((piece) => pieceQuery(piece, widened))));
  }
  return {
    tsquery: groups.length > 0 ? groups.join(' & ') : null,
    literalWords: terms.filter((term) => /[%_\\]/.test(term)),
  };
}
