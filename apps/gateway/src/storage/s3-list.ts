import { STORAGE_KEY_PATTERN, type StoredObject } from "./storage.js";

/** One page of a ListObjectsV2 answer. */
export interface ListPage {
  objects: StoredObject[];
  /** The token for the next page, when the listing was cut short. */
  next?: string;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** XML text with its entities (`&amp;`, `&#38;`, `&#x26;`) decoded. */
function xmlText(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name] ?? whole;
  });
}

const element = (xml: string, name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1];

/**
 * A ListObjectsV2 result (`<ListBucketResult>`): the objects it names and the continuation token.
 * The answer's shape is fixed and flat, so a few patterns read it without an XML parser.
 */
export function parseListPage(xml: string): ListPage {
  const objects: StoredObject[] = [];
  for (const [, body = ""] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
    const key = element(body, "Key");
    if (key !== undefined) objects.push({ key: xmlText(key), size: Number(element(body, "Size") ?? 0) });
  }
  const truncated = element(xml, "IsTruncated") === "true";
  const token = element(xml, "NextContinuationToken");
  return { objects, ...(truncated && token ? { next: xmlText(token) } : {}) };
}

/**
 * Every object of a bucket whose key the gateway could have made, page after page: `getPage` asks
 * for one page (`list-type=2`, with the continuation token after the first) and answers the response;
 * `pageSize` is S3's own maximum unless a test asks for smaller pages.
 */
export async function* listBucket(
  getPage: (query: URLSearchParams) => Promise<Response>,
  pageSize = 1000,
): AsyncGenerator<StoredObject> {
  let token: string | undefined;
  do {
    const query = new URLSearchParams({ "list-type": "2", "max-keys": String(pageSize) });
    if (token) query.set("continuation-token", token);
    const response = await getPage(query);
    const text = await response.text();
    if (!response.ok) throw new Error(`S3 list: HTTP ${response.status} ${text.slice(0, 200)}`);
    const page = parseListPage(text);
    for (const object of page.objects) if (STORAGE_KEY_PATTERN.test(object.key)) yield object;
    token = page.next;
  } while (token);
}
