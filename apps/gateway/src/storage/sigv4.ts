import { createHash, createHmac } from "node:crypto";

/** The hash S3 accepts in place of a body hash when the body is streamed. */
export const UNSIGNED_PAYLOAD = "UNSIGNED-PAYLOAD";

export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service: string;
}

export interface SigV4Request {
  method: string;
  url: URL;
  /** Headers to sign besides host, x-amz-date and x-amz-content-sha256. */
  headers?: Record<string, string>;
  /** Hex SHA-256 of the body, or {@link UNSIGNED_PAYLOAD}. */
  payloadHash: string;
}

export const sha256Hex = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it. */
function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function canonicalQuery(url: URL): string {
  return [...url.searchParams]
    .map(([key, value]) => [uriEncode(key), uriEncode(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join("&");
}

/**
 * AWS Signature Version 4 (header form): answers the headers to send, `authorization` included.
 * `url.pathname` must already be the encoded path the request is sent to.
 */
export function signV4(request: SigV4Request, creds: SigV4Credentials, now = new Date()): Record<string, string> {
  const amzDate = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(request.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v.trim()])),
    host: request.url.host,
    "x-amz-content-sha256": request.payloadHash,
    "x-amz-date": amzDate,
  };
  const names = Object.keys(headers).sort();
  const canonicalRequest = [
    request.method,
    request.url.pathname || "/",
    canonicalQuery(request.url),
    ...names.map((name) => `${name}:${headers[name]}`),
    "",
    names.join(";"),
    request.payloadHash,
  ].join("\n");
  const scope = `${day}/${creds.region}/${creds.service}/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256Hex(canonicalRequest)].join("\n");
  const key = hmac(hmac(hmac(hmac(`AWS4${creds.secretAccessKey}`, day), creds.region), creds.service), "aws4_request");
  const signature = createHmac("sha256", key).update(stringToSign).digest("hex");
  headers.authorization =
    `AWS4-HMAC-SHA256 Credential=${creds.accessKeyId}/${scope},` +
    `SignedHeaders=${names.join(";")},Signature=${signature}`;
  return headers;
}

/** Encodes an object key for a URL path, segment by segment. */
export function encodeKey(key: string): string {
  return key
    .split("/")
    .map((part) => uriEncode(part))
    .join("/");
}
