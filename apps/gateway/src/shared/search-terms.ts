/**
 * Text handling for search. Chinese (and Japanese, Korean) has no spaces between words, so the
 * words a parser finds are whole sentences: such runs are indexed as overlapping character
 * bigrams (as Lucene's CJK analyzer does) and a query's runs become phrases of bigrams.
 * Latin and Cyrillic words go through the stemming dictionaries (english, russian, simple).
 */

const CJK_RUN = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]+/gu;

function cjkRuns(text: string): string[] {
  return text.match(CJK_RUN) ?? [];
}

function bigramsOf(run: string): string[] {
  const chars = [...run];
  if (chars.length === 1) return chars;
  const grams: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) grams.push(`${chars[i]}${chars[i + 1]}`);
  return grams;
}

/** The CJK runs of `text` as space-separated bigrams, for `to_tsvector('simple', ...)`. */
export function cjkBigrams(text: string): string {
  return cjkRuns(text)
    .map((run) => bigramsOf(run).join(" "))
    .join(" ");
}

export interface SearchTerms {
  /** The non-CJK part of the keyword, for `websearch_to_tsquery`; empty when none. */
  plain: string;
  /** A tsquery over the bigram lexemes (each run a phrase), or empty when the keyword has no CJK. */
  cjkQuery: string;
  /** The keyword as typed, for trigram matching on titles. */
  whole: string;
}

const quoteLexeme = (lexeme: string) => `'${lexeme.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;

export function searchTerms(keyword: string): SearchTerms {
  const whole = keyword.trim().replace(/\s+/g, " ");
  const runs = cjkRuns(whole);
  const plain = whole.replace(CJK_RUN, " ").replace(/\s+/g, " ").trim();
  const phrases = runs.map((run) => {
    const grams = bigramsOf(run);
    // One character: any bigram starting with it.
    if ([...run].length === 1) return `${quoteLexeme(run)}:*`;
    return grams.length === 1 ? quoteLexeme(grams[0] as string) : `(${grams.map(quoteLexeme).join(" <-> ")})`;
  });
  return { plain, cjkQuery: phrases.join(" & "), whole };
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const escapeHtml = (value: string) =>
  value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

/** A pattern for each term: CJK runs and their bigrams; words by their stem, to the word's end. */
function highlightPattern(keyword: string): RegExp | undefined {
  const parts = new Set<string>();
  for (const run of cjkRuns(keyword)) {
    parts.add(escapeRegExp(run));
    for (const gram of bigramsOf(run)) parts.add(escapeRegExp(gram));
  }
  for (const word of keyword.replace(CJK_RUN, " ").match(/[\p{L}\p{N}]+/gu) ?? []) {
    const chars = [...word];
    if (chars.length <= 3) parts.add(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`);
    else
      parts.add(
        `(?<![\\p{L}\\p{N}])${escapeRegExp(chars.slice(0, Math.max(3, chars.length - 2)).join(""))}[\\p{L}\\p{N}]*`,
      );
  }
  if (parts.size === 0) return undefined;
  // Longer alternatives first, so a whole run wins over its bigrams.
  const sorted = [...parts].sort((a, b) => b.length - a.length);
  return new RegExp(sorted.join("|"), "giu");
}

/** `text` HTML-escaped, with the keyword's matches in `<mark>` (the only markup in the result). */
export function highlight(text: string, keyword: string): string {
  const pattern = highlightPattern(keyword);
  if (!pattern) return escapeHtml(text);
  let out = "";
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match[0].length === 0) continue;
    out += `${escapeHtml(text.slice(last, match.index))}<mark>${escapeHtml(match[0])}</mark>`;
    last = match.index + match[0].length;
  }
  return out + escapeHtml(text.slice(last));
}
