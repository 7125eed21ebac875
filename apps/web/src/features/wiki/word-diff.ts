import type { WikiRevision } from "@icms/protocol";
import { diffWordsWithSpace } from "diff";

/** One run of text on one side of a side-by-side diff. */
export interface DiffPart {
  text: string;
  /** Removed (left side) or added (right side); unchanged otherwise. */
  changed: boolean;
}

/** A field of two revisions, as the two columns show it. */
export interface FieldDiff {
  field: "title" | "abstract" | "tags" | "content";
  before: DiffPart[];
  after: DiffPart[];
  same: boolean;
}

const BLOCKS = "p, h1, h2, h3, h4, h5, h6, li, blockquote, pre, tr, figcaption";

/** The words of cleaned HTML: one line per block, so paragraphs stay apart in the diff. */
export function htmlText(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
  const blocks = [...doc.body.querySelectorAll(BLOCKS)].filter((el) => !el.querySelector(BLOCKS));
  const lines = blocks.length > 0 ? blocks.map((el) => el.textContent ?? "") : [doc.body.textContent ?? ""];
  return lines
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n");
}

/** Words removed from `before` and added in `after`, each side with its unchanged text. */
export function diffText(before: string, after: string): Pick<FieldDiff, "before" | "after" | "same"> {
  const changes = diffWordsWithSpace(before, after);
  return {
    before: changes.filter((c) => !c.added).map((c) => ({ text: c.value, changed: c.removed })),
    after: changes.filter((c) => !c.removed).map((c) => ({ text: c.value, changed: c.added })),
    same: changes.every((c) => !c.added && !c.removed),
  };
}

/** The fields of two revisions side by side, words changed marked. */
export function diffRevisions(from: WikiRevision, to: WikiRevision): FieldDiff[] {
  return [
    { field: "title" as const, ...diffText(from.title, to.title) },
    { field: "abstract" as const, ...diffText(from.abstract, to.abstract) },
    { field: "tags" as const, ...diffText(from.tags.join(", "), to.tags.join(", ")) },
    { field: "content" as const, ...diffText(htmlText(from.content), htmlText(to.content)) },
  ];
}
