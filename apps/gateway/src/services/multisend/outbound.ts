/**
 * Calls to the networks, told apart by what may have happened on the other side: an answer;
 * `unreachable` (nothing was sent: the post certainly was not made, a retry is safe); `timeout`
 * and `lost` (the request was sent, the answer never came: the post may exist). Hosts on
 * loopback, private or link-local networks are refused unless allowed, checked on the address
 * actually connected to (against SSRF, DNS rebinding included).
 */
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { request as httpsRequest } from "node:https";
import { BlockList, isIP, type LookupFunction } from "node:net";

export type CallOutcome =
  | { kind: "answered"; status: number; headers: IncomingHttpHeaders; body: unknown }
  | { kind: "unreachable"; detail: string }
  | { kind: "host_refused" }
  | { kind: "timeout" }
  | { kind: "lost"; detail: string };

export interface OutboundOptions {
  timeoutMs: number;
  allowPrivateHosts: boolean;
}

export interface OutboundRequest {
  method: "GET" | "POST";
  url: string;
  headers?: Record<string, string>;
  json?: unknown;
  form?: Record<string, string>;
}

const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  PRIVATE.addSubnet(net, prefix, "ipv4");
}
for (const [net, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  PRIVATE.addSubnet(net, prefix, "ipv6");
}

/** Whether an address is on loopback, a private or link-local network, or otherwise not public. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return PRIVATE.check(mapped[1] as string, "ipv4");
  const family = isIP(address);
  if (family === 0) return true;
  return PRIVATE.check(address, family === 4 ? "ipv4" : "ipv6");
}

/** Whether a URL's host is refused before any lookup: a private address literal or a local name. */
export function isPrivateHostName(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (isIP(host)) return isPrivateAddress(host);
  return host === "localhost" || host.endsWith(".localhost") || host.endsWith(".local") || host.endsWith(".internal");
}

const PRIVATE_HOST = "EPRIVATEHOST";

/** DNS lookup that fails for private addresses, so the socket never connects to one. */
const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, "", 0);
    if (addresses.length === 0 || addresses.some((entry) => isPrivateAddress(entry.address))) {
      return callback(Object.assign(new Error("private host refused"), { code: PRIVATE_HOST }), "", 0);
    }
    if ((options as { all?: boolean }).all) return (callback as (e: null, a: LookupAddress[]) => void)(null, addresses);
    const first = addresses[0] as LookupAddress;
    callback(null, first.address, first.family);
  });
};

const BODY_MAX_BYTES = 1024 * 1024;

export function callNetwork(options: OutboundOptions, req: OutboundRequest): Promise<CallOutcome> {
  let url: URL;
  try {
    url = new URL(req.url);
  } catch {
    return Promise.resolve({ kind: "unreachable", detail: "bad address" });
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return Promise.resolve({ kind: "host_refused" });
  if (!options.allowPrivateHosts && (url.protocol === "http:" || isPrivateHostName(url.hostname))) {
    return Promise.resolve({ kind: "host_refused" });
  }
  const headers: Record<string, string> = {
    accept: "application/json",
    "user-agent": "ICMS-multisend/1",
    ...req.headers,
  };
  let body: string | undefined;
  if (req.json !== undefined) {
    body = JSON.stringify(req.json);
    headers["content-type"] = "application/json";
  } else if (req.form) {
    body = new URLSearchParams(req.form).toString();
    headers["content-type"] = "application/x-www-form-urlencoded";
  }
  if (body !== undefined) headers["content-length"] = String(Buffer.byteLength(body));
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;

  return new Promise((resolve) => {
    let written = false;
    let settled = false;
    const finish = (outcome: CallOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const request = send(url, {
      method: req.method,
      headers,
      agent: false,
      ...(options.allowPrivateHosts ? {} : { lookup: guardedLookup }),
    });
    const timer = setTimeout(() => {
      request.destroy();
      finish(written ? { kind: "timeout" } : { kind: "unreachable", detail: "no connection in time" });
    }, options.timeoutMs);
    request.on("finish", () => {
      written = true;
    });
    request.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === PRIVATE_HOST) return finish({ kind: "host_refused" });
      finish(
        written
          ? { kind: "lost", detail: error.code ?? error.message }
          : { kind: "unreachable", detail: error.code ?? error.message },
      );
    });
    request.on("response", (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size <= BODY_MAX_BYTES) chunks.push(chunk);
      });
      response.on("error", (error: NodeJS.ErrnoException) =>
        finish({ kind: "lost", detail: error.code ?? error.message }),
      );
      response.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        let parsed: unknown = text;
        try {
          parsed = text === "" ? null : JSON.parse(text);
        } catch {
          // Not JSON: the text is kept as it came.
        }
        finish({ kind: "answered", status: response.statusCode ?? 0, headers: response.headers, body: parsed });
      });
    });
    request.end(body);
  });
}
