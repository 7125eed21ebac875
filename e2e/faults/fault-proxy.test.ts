import { connect, createServer, type Server, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FaultProxy, startFaultProxy } from "./fault-proxy.ts";

/** An echo server that counts the connections it got. */
let echo: Server;
let connections = 0;
let proxy: FaultProxy;

beforeAll(async () => {
  echo = createServer((socket) => {
    connections++;
    socket.on("error", () => undefined);
    socket.pipe(socket);
  });
  await new Promise<void>((resolve) => echo.listen(0, "127.0.0.1", resolve));
  proxy = await startFaultProxy({ host: "127.0.0.1", port: (echo.address() as AddressInfo).port });
});
afterAll(async () => {
  await proxy.close();
  await new Promise<void>((resolve) => echo.close(() => resolve()));
});

interface Line {
  socket: Socket;
  received: () => string;
  /** Resolves with how the connection ended: "end", or the error's code. */
  ended: Promise<string>;
  until(text: string): Promise<void>;
}

async function open(): Promise<Line> {
  const socket = connect(proxy.port, proxy.host);
  let received = "";
  const wakers = new Set<() => void>();
  socket.on("data", (chunk: Buffer) => {
    received += chunk.toString();
    for (const wake of wakers) wake();
  });
  const ended = new Promise<string>((resolve) => {
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
    socket.once("close", () => resolve("end"));
  });
  await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  const until = (text: string) =>
    new Promise<void>((resolve) => {
      const look = () => {
        if (!received.includes(text)) return;
        wakers.delete(look);
        resolve();
      };
      wakers.add(look);
      look();
    });
  return { socket, received: () => received, ended, until };
}

describe("the fault proxy", () => {
  it("passes bytes both ways", async () => {
    proxy.set({ kind: "pass" });
    const line = await open();
    line.socket.write("hello");
    await line.until("hello");
    line.socket.end();
    expect(await line.ended).toBe("end");
  });

  it("delays each chunk by the latency it is given", async () => {
    proxy.set({ kind: "latency", ms: 150 });
    const line = await open();
    const sent = performance.now();
    line.socket.write("slow");
    await line.until("slow");
    // Both ways are delayed: at least twice the latency (less a timer's rounding).
    expect(performance.now() - sent).toBeGreaterThanOrEqual(2 * 150 - 5);
    line.socket.destroy();
    proxy.set({ kind: "pass" });
  });

  it("resets the connections open when it is told to, and each new one", async () => {
    proxy.set({ kind: "pass" });
    const line = await open();
    line.socket.write("before");
    await line.until("before");
    proxy.set({ kind: "reset" });
    expect(await line.ended).toBe("ECONNRESET");
    const next = connect(proxy.port, proxy.host);
    const code = await new Promise<string>((resolve) =>
      next.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error")),
    );
    expect(code).toBe("ECONNRESET");
    proxy.set({ kind: "pass" });
  });

  it("in silence accepts a connection and forwards nothing; back to pass, the held connection ends", async () => {
    proxy.set({ kind: "pass" });
    const before = connections;
    proxy.set({ kind: "silence" });
    const accepted = proxy.accepted();
    const line = await open();
    line.socket.write("anyone?");
    // The proxy has taken the connection (the client's connect can come first).
    await expect.poll(() => proxy.accepted(), { interval: 10 }).toBe(accepted + 1);
    proxy.set({ kind: "pass" });
    // Closed, or reset when the kernel still held what it sent: either way with nothing received.
    expect(["end", "ECONNRESET"]).toContain(await line.ended);
    expect(line.received()).toBe("");
    expect(connections).toBe(before);
    // And the line works again for a new connection.
    const again = await open();
    again.socket.write("back");
    await again.until("back");
    again.socket.destroy();
  });
});
