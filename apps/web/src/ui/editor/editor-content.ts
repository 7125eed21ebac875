/** Checks on what the rich-text editor produces; the gateway cleans the HTML again. */

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
