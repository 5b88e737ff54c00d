/**
 * How the shop's search reads text (decision 0063): the words of a title or a shopper's query, folded
 * so that the way a shopper types a name finds the way the catalogue spells it. Plain code, no zod:
 * the API indexes with it and marks matched words with it, the storefront may read it too.
 */

/** A folded word and where it stands in the text it was read from (UTF-16 units, end excluded). */
export interface SearchWord {
  word: string;
  start: number;
  end: number;
}

/** Letters NFD does not take apart: folded to what a shopper types instead. */
const LIGATURES: Readonly<Record<string, string>> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ð: 'd', ł: 'l', þ: 'th', ı: 'i' };
/** Apostrophes join a word (d'Arenberg = darenberg); every other character that is not a letter or digit parts words. */
const APOSTROPHES = new Set(["'", '\u2019', '\u2018', '\u02bc', '`', '\u00b4']);
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const MARKS = /\p{M}/gu;
const MARK = /^\p{M}$/u;

/** One character (code point) folded: lower case, accents off, a ligature spelt out; '' when it is not a letter or digit. */
function foldChar(char: string): string {
  const code = char.charCodeAt(0);
  // Plain ASCII, nearly every character of a wine's text, folds without normalising.
  if (code < 0x80) {
    if (code >= 0x61 && code <= 0x7a) return char;
    if (code >= 0x41 && code <= 0x5a) return String.fromCharCode(code + 32);
    if (code >= 0x30 && code <= 0x39) return char;
    return '';
  }
  if (!LETTER_OR_DIGIT.test(char)) return '';
  const lower = char.toLowerCase();
  return LIGATURES[lower] ?? lower.normalize('NFD').replace(MARKS, '');
}

/**
 * The words of `text` in order, each folded: case, accents (NFD marks), ligatures; apostrophes
 * dropped inside a word, any other punctuation, hyphen or space between words (Saint-Émilion:
 * saint, emilion).
 */
export function searchWords(text: string): SearchWord[] {
  const words: SearchWord[] = [];
  let word = '';
  let start = 0;
  let end = 0;
  for (let i = 0; i < text.length; ) {
    const point = text.codePointAt(i)!;
    const char = String.fromCodePoint(point);
    const next = i + char.length;
    // A mark left by NFD (an accent typed apart from its letter) is part of its letter, like an apostrophe of its word.
    if ((APOSTROPHES.has(char) && word !== '') || MARK.test(char)) {
      if (word !== '' && !APOSTROPHES.has(char)) end = next;
      i = next;
      continue;
    }
    const folded = foldChar(char);
    if (folded === '') {
      if (word !== '') words.push({ word, start, end });
      word = '';
    } else {
      if (word === '') start = i;
      word += folded;
      end = next;
    }
    i = next;
  }
  if (word !== '') words.push({ word, start, end });
  return words;
}

// Any character below U+0080 is plain ASCII: nothing to normalise.
const ASCII = /^[^\u0080-\uffff]*$/;
const ASCII_APOSTROPHES = /(?<=[a-z0-9])['`]/g;
const ASCII_WORD = /[a-z0-9]+/g;
const LIGATURE = new RegExp(`[${Object.keys(LIGATURES).join('')}]`, 'g');
const APOSTROPHE_IN_WORD = new RegExp(`(?<=[\\p{L}\\p{N}])[${[...APOSTROPHES].join('')}]`, 'gu');
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * The folded words of `text`, without their places: what searchWords gives, read as a whole string
 * (a build reads a million titles): plain ASCII by two regular expressions, any other by NFD.
 */
export function foldedWords(text: string): string[] {
  if (ASCII.test(text)) return text.toLowerCase().replace(ASCII_APOSTROPHES, '').match(ASCII_WORD) ?? [];
  const folded = text
    .toLowerCase()
    .normalize('NFD')
    .replace(MARKS, '')
    .replace(LIGATURE, (char) => LIGATURES[char]!)
    .replace(APOSTROPHE_IN_WORD, '');
  return folded.match(WORD) ?? [];
}

/**
 * Names a shopper may use for one another, each a phrase of folded words: a query's phrase is also
 * looked for as each of its group's others (shiraz finds Syrah, pinot gris finds Pinot Grigio).
 */
export const SEARCH_SYNONYMS: readonly (readonly string[])[] = [
  ['shiraz', 'syrah'],
  ['pinot gris', 'pinot grigio'],
  ['cab', 'cabernet sauvignon'],
  ['sauv blanc', 'sauvignon blanc'],
  ['bubbly', 'sparkling'],
  ['zin', 'zinfandel'],
];

/**
 * How many typos a query word may hold, by its length (Meilisearch's rule): none below 5 letters,
 * 1 from 5, 2 from 9; none in a word with a digit (a vintage is exact).
 */
export const TYPO_FREE_BELOW = 5;
export const TWO_TYPOS_FROM = 9;
export function typosAllowed(word: string): number {
  if (/\d/.test(word)) return 0;
  return word.length >= TWO_TYPOS_FROM ? 2 : word.length >= TYPO_FREE_BELOW ? 1 : 0;
}
