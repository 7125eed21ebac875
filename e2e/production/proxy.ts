/**
 * The reverse proxy in front of the production suite, doing what deploy/Caddyfile asks of Caddy:
 * `/files/*` from the storage bucket, everything else spread over the API instances. A request an
 * instance refuses to connect (it is down) goes to the next one, as Caddy's passive health check
 * does, so killing one instance costs no request. Counts which instance answered what.
 */
import { createServer, request, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface RunningProxy {
  url: string;
  port: number;
  /** Answers per upstream origin, and how many times an upstream could not be reached. */
  stats: { answered: Map<string, number>; unreachable: Map<string, number> };
  close(): Promise<void>;
}

interface Target {
  origin: string;
  path: string;
}

/** Why a forward failed: `connected` tells whether any of the request may have reached the upstream. */
class ForwardError extends Error {
  constructor(
    readonly connected: boolean,
    cause: unknown,
  ) {
    super("upstream failed", { cause });
  }
}

/**
 * Sends the buffered request to `target`; rejects with a ForwardError when the upstream fails
 * before answering.
 */
function forward(req: IncomingMessage, body: Buffer, target: Target, res: ServerResponse): Promise<void> {
  return new Promise((resolve, reject) => {
    let connected = false;
    const url = new URL(target.path, target.origin);
    const upstream = request(
      url,
      {
        method: req.method,
        headers: { ...req.headers, host: url.host, "content-length": String(body.length) },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        answer.once("end", resolve);
        answer.once("error", resolve);
      },
    );
    // A kept-alive socket is connected already; a new one once its connect event fires.
    upstream.once("socket", (socket) => {
      if (!socket.connecting) connected = true;
      else socket.once("connect", () => (connected = true));
    });
    upstream.once("error", (error) => reject(new ForwardError(connected, error)));
    upstream.end(body);
  });
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startProxy(apis: string[], storage: { origin: string; bucket: string }): Promise<RunningProxy> {
  const stats = { answered: new Map<string, number>(), unreachable: new Map<string, number>() };
  const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  let next = 0;

  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    const path = req.url ?? "/";
    if (path.startsWith("/files/")) {
      const target = { origin: storage.origin, path: `/${storage.bucket}${path.slice("/files".length)}` };
      await forward(req, body, target, res).catch(() => res.writeHead(502).end());
      return;
    }
    const first = next++ % apis.length;
    for (let i = 0; i < apis.length; i++) {
      const origin = apis[(first + i) % apis.length] as string;
      try {
        await forward(req, body, { origin, path }, res);
        bump(stats.answered, origin);
        return;
      } catch (error) {
        bump(stats.unreachable, origin);
        // Lost after the connection was made (the instance may have acted on the request) or
        // half-way through an answer: the client sees the failure, as behind Caddy, which retries
        // only a request that never reached an instance; resending could apply a write twice.
        if (res.headersSent || (error instanceof ForwardError && error.connected)) return void res.destroy();
        // Not connected: nothing reached the instance, so the next one may take the request.
      }
    }
    res.writeHead(502).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    stats,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
