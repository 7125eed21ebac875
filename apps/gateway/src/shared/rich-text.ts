import sanitizeHtml from "sanitize-html";

/** Hosts whose embed players may appear in an article, as iframes over https. */
const IFRAME_HOSTS = ["www.youtube.com", "www.youtube-nocookie.com", "player.bilibili.com", "player.vimeo.com"];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "hr",
    "h1",
    "h2",
    "h3",
    "h4",
    "blockquote",
    "pre",
    "code",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "del",
    "sub",
    "sup",
    "ul",
    "ol",
    "li",
    "a",
    "img",
    "figure",
    "figcaption",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "span",
    "video",
    "source",
    "iframe",
  ],
  // No style, no class but code languages, no event handlers: an attribute not listed is dropped.
  allowedAttributes: {
    // target and rel are set by the transform below whatever the input says.
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height"],
    video: ["src", "poster", "controls", "width", "height"],
    source: ["src", "type"],
    iframe: ["src", "width", "height", "allowfullscreen"],
    code: ["class"],
    th: ["colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    ol: ["start"],
  },
  allowedClasses: { code: [/^language-[a-z0-9-]+$/] },
  allowedSchemes: ["https", "http", "mailto"],
  allowedSchemesByTag: {
    img: ["https", "http"],
    video: ["https", "http"],
    source: ["https", "http"],
    iframe: ["https"],
  },
  allowedSchemesAppliedToAttributes: ["href", "src", "poster", "cite"],
  allowProtocolRelative: false,
  allowedIframeHostnames: IFRAME_HOSTS,
  allowIframeRelativeUrls: false,
  // Script, style, SVG and the like go with everything inside them, not just their tags.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "svg", "math", "template", "title", "xmp"],
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: "_blank", rel: "noopener noreferrer nofollow" },
    }),
    video: (tagName, attribs) => ({ tagName, attribs: { ...attribs, controls: "" } }),
  },
  exclusiveFilter: (frame) => frame.tag === "iframe" && !frame.attribs.src,
};

/** Cleans an article body against the allowlist; what is left is safe to render as HTML. */
export function cleanRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The text of a cleaned body, for abstracts, search and the "is there content" check. */
export function textOf(html: string): string {
  // Block ends and line breaks separate words once the tags are gone.
  const spaced = html.replace(/<\/(p|div|h[1-6]|li|blockquote|pre|td|th|figcaption)>|<br\s*\/?>/gi, "$& ");
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {}, nonTextTags: OPTIONS.nonTextTags })
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/** Whether a cleaned body has anything to show: text, an image, a video or an embed. */
export function hasContent(cleaned: string): boolean {
  return textOf(cleaned).length > 0 || /<(img|video|iframe)\b/.test(cleaned);
}
