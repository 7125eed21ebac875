/**
 * The editing commands of the rich-text editor. They use the browser's built-in editing
 * (`document.execCommand`), which every browser still implements for contentEditable; the
 * gateway cleans whatever HTML results.
 */
export type BlockTag = "h2" | "h3" | "blockquote" | "pre" | "p";

export interface ToolbarState {
  bold: boolean;
  italic: boolean;
  block: string;
  unorderedList: boolean;
  orderedList: boolean;
}

function exec(command: string, value?: string): boolean {
  if (typeof document.execCommand !== "function") return false;
  try {
    return document.execCommand(command, false, value);
  } catch {
    return false;
  }
}

function queryState(command: string): boolean {
  try {
    return typeof document.queryCommandState === "function" && document.queryCommandState(command);
  } catch {
    return false;
  }
}

function queryValue(command: string): string {
  try {
    return typeof document.queryCommandValue === "function" ? document.queryCommandValue(command).toLowerCase() : "";
  } catch {
    return "";
  }
}

export function toolbarState(): ToolbarState {
  return {
    bold: queryState("bold"),
    italic: queryState("italic"),
    block: queryValue("formatBlock").replace(/[<>]/g, ""),
    unorderedList: queryState("insertUnorderedList"),
    orderedList: queryState("insertOrderedList"),
  };
}

export const commands = {
  bold: () => exec("bold"),
  italic: () => exec("italic"),
  unorderedList: () => exec("insertUnorderedList"),
  orderedList: () => exec("insertOrderedList"),
  /** Turns the current block into `tag`, or back into a paragraph when it already is one. */
  block: (tag: BlockTag, current: string) => exec("formatBlock", current === tag ? "p" : tag),
  link: (url: string) => exec("createLink", url),
  unlink: () => exec("unlink"),
  image: (url: string, alt: string) =>
    exec("insertHTML", `<img src="${escapeAttribute(url)}" alt="${escapeAttribute(alt)}">`),
  plainText: (text: string) => exec("insertText", text),
};

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** A link the editor accepts: http(s) or mailto. */
export function safeLink(value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    return ["http:", "https:", "mailto:"].includes(url.protocol) ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Whether an editor's HTML holds anything: text, or an image or video. */
export function htmlHasContent(html: string): boolean {
  if (!html.trim()) return false;
  const doc = new DOMParser().parseFromString(html, "text/html");
  if (doc.body.querySelector("img, video, iframe")) return true;
  return (doc.body.textContent ?? "").replace(/\u00a0/g, " ").trim().length > 0;
}
