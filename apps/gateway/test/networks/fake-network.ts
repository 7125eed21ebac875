/**
 * A local stand-in for one social network's API, on loopback, for the multi-send tests: it
 * speaks the subset of the real API the connectors use (paths, auth, reply and error shapes),
 * records the posts it receives, and misbehaves on demand.
 */
import { once } from "node:events";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Socket } from "node:net";

/**
 * What the next post meets: a rate limit (429 or the network's own form, with a retry delay),
 * an auth refusal, no answer at all (the post is made but the reply never comes), or a
 * server error.
 */
export type Misbehaviour = "rate_limit" | "auth" | "hang" | "error";

export interface ReceivedPost {
  /** The id the network gave the post. */
  id: string;
  path: string;
  /** The post's fields (JSON body, form fields or query, as the network takes them). */
  fields: Record<string, unknown>;
  headers: IncomingMessage["headers"];
}

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage["headers"];
  /** The body read as JSON or form fields ({} when empty). */
  fields: Record<string, unknown>;
}

export interface FakeReply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export abstract class FakeNetwork {
  /** Posts the network made, in order (a post answered by a hang is made too). */
  readonly posts: ReceivedPost[] = [];
  /** Every request, as `METHOD /path`. */
  readonly requests: string[] = [];
  /** The delay a rate-limit reply asks for. */
  rateLimitSeconds = 1;
  /** Everything is refused as unauthorized, who-am-I included (the credentials were revoked). */
  revoked = false;
  url = "";
  private readonly pending: Misbehaviour[] = [];
  private readonly sockets = new Set<Socket>();
  private server: Server | undefined;
  private counter = 0;

  /** The credentials the network accepts, as the account form takes them. */
  abstract credentials(): Record<string, string>;
  protected abstract handle(request: FakeRequest): FakeReply | "post";
  /** The success reply to a post the network made, with the post's id. */
  protected abstract posted(request: FakeRequest, id: string): FakeReply;
  protected abstract refusal(kind: Exclude<Misbehaviour, "hang">): FakeReply;

  /** The next `times` posts meet `kind`. */
  respondNext(kind: Misbehaviour, times = 1): void {
    for (let i = 0; i < times; i++) this.pending.push(kind);
  }

  revoke(revoked = true): void {
    this.revoked = revoked;
  }

  protected nextId(): string {
    this.counter += 1;
    return String(1_800_000_000_000 + this.counter);
  }

  async start(): Promise<string> {
    const server = createServer((req, res) => {
      this.serve(req, res).catch(() => {
        if (!res.headersSent) res.writeHead(500).end();
      });
    });
    server.on("connection", (socket) => {
      this.sockets.add(socket);
      socket.once("close", () => this.sockets.delete(socket));
    });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    const address = server.address() as { port: number };
    this.server = server;
    this.url = `http://127.0.0.1:${address.port}`;
    return this.url;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => this.server?.close(resolve) ?? resolve(undefined));
  }

  private async serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    const url = new URL(req.url ?? "/", "http://fake");
    const request: FakeRequest = {
      method: req.method ?? "GET",
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      fields: parseBody(raw, req.headers["content-type"] ?? ""),
    };
    this.requests.push(`${request.method} ${request.path}`);
    let reply = this.handle(request);
    if (reply === "post") {
      const kind = this.pending.shift();
      if (kind === "hang") {
        // The network makes the post, but its answer never comes.
        this.posts.push({ id: this.nextId(), path: request.path, fields: request.fields, headers: req.headers });
        return;
      }
      if (kind) reply = this.refusal(kind);
      else {
        const id = this.nextId();
        this.posts.push({ id, path: request.path, fields: request.fields, headers: req.headers });
        reply = this.posted(request, id);
      }
    }
    const body = reply.body === undefined ? "" : JSON.stringify(reply.body);
    res.writeHead(reply.status, { "content-type": "application/json; charset=utf-8", ...reply.headers });
    res.end(body);
  }
}

function parseBody(raw: string, type: string): Record<string, unknown> {
  if (raw === "") return {};
  if (type.includes("application/json")) {
    try {
      return JSON.parse(raw) as Record<string, unknown>;
    } catch {
      return { _raw: raw };
    }
  }
  return Object.fromEntries(new URLSearchParams(raw));
}

/** The bearer token of an `Authorization: Bearer ...` header ("" without one). */
export function bearerOf(request: FakeRequest): string {
  const header = request.headers.authorization ?? "";
  return header.startsWith("Bearer ") ? header.slice("Bearer ".length) : "";
}
