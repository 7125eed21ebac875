import { type AddressInfo, createServer, type Server, type Socket } from "node:net";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Code } from "@icms/protocol";
import { OUTAGE_RETRY_SECONDS } from "../http/outage.js";
import { registerWireErrors } from "../http/wire-errors.js";
import { s3Storage } from "./s3.js";
import { StorageUnavailableError } from "./unavailable.js";

const KEY = `image/2025/01/${"ab".repeat(16)}.png`;

/** A TCP server that answers each connection with `answer` (raw HTTP), or holds it silent. */
async function bucketServer(answer?: string): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on("error", () => undefined);
    socket.once("close", () => sockets.delete(socket));
    socket.on("data", () => {
      if (answer !== undefined) socket.end(answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

const storageAt = (endpoint: string) =>
  s3Storage({
    endpoint,
    region: "us-east-1",
    bucket: "media",
    accessKeyId: "key",
    secretAccessKey: "secret",
    timeoutMs: 200,
  });

describe("a bucket that cannot serve", () => {
  const servers: { close(): Promise<void> }[] = [];
  afterAll(() => Promise.all(servers.map((server) => server.close())));
  const start = async (answer?: string) => {
    const server = await bucketServer(answer);
    servers.push(server);
    return server.url;
  };

  it("gives up a request the bucket accepts and never answers, as an outage", async () => {
    const storage = storageAt(await start());
    await expect(storage.put(KEY, { buffer: Buffer.from("png") }, "image/png")).rejects.toThrow(
      StorageUnavailableError,
    );
    await expect(storage.read(KEY, undefined)).rejects.toThrow(/no answer within 0.2 s/);
    await expect(storage.remove(KEY)).rejects.toThrow(StorageUnavailableError);
  });

  it("takes a refused connection and a 5xx answer for an outage, and a 4xx for a refusal", async () => {
    const gone = await bucketServer();
    await gone.close();
    await expect(storageAt(gone.url).read(KEY, undefined)).rejects.toThrow(StorageUnavailableError);

    const failing = storageAt(await start("HTTP/1.1 503 Slow Down\r\ncontent-length: 0\r\nconnection: close\r\n\r\n"));
    await expect(failing.put(KEY, { buffer: Buffer.from("png") }, "image/png")).rejects.toThrow(/HTTP 503/);

    const refusing = storageAt(await start("HTTP/1.1 403 Forbidden\r\ncontent-length: 0\r\nconnection: close\r\n\r\n"));
    const error = await refusing.put(KEY, { buffer: Buffer.from("png") }, "image/png").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(StorageUnavailableError);
  });
});

describe("a request the storage could not serve", () => {
  const app = Fastify();
  beforeAll(async () => {
    await app.register(async (gwapi) => {
      registerWireErrors(gwapi);
      gwapi.post("/gwapi/x", async () => {
        throw new StorageUnavailableError("storage PUT x: no answer within 15 s");
      });
    });
  });
  afterAll(() => app.close());

  it("answers 503, code 1001 with retry, and Retry-After", async () => {
    const response = await app.inject({ method: "POST", url: "/gwapi/x" });
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe(String(OUTAGE_RETRY_SECONDS));
    expect(response.json()).toMatchObject({ code: Code.SystemError, data: { retry: true } });
  });
});
