/**
 * A TCP proxy the fault suite controls, put between a client and a server to break the line
 * between them: `pass` forwards both ways; `latency` delays every chunk by some milliseconds;
 * `reset` resets every open connection and each new one at once (a TCP RST, as a crashed host
 * or a firewall rejecting); `silence` accepts connections and forwards nothing either way (a
 * partitioned network: the client waits on its own time-out). Changing the mode applies to the
 * connections already open as well as to new ones.
 */
import { createServer, type Server, type Socket, connect } from "node:net";
import type { AddressInfo } from "node:net";

type FaultMode = { kind: "pass" } | { kind: "latency"; ms: number } | { kind: "reset" } | { kind: "silence" };

export interface FaultProxy {
  /** The address clients connect to instead of the server's. */
  host: string;
  port: number;
  mode(): FaultMode;
  set(mode: FaultMode): void;
  /** Connections accepted since the start. */
  accepted(): number;
  close(): Promise<void>;
}

interface Pair {
  client: Socket;
  upstream: Socket;
}

export async function startFaultProxy(target: { host: string; port: number }): Promise<FaultProxy> {
  let mode: FaultMode = { kind: "pass" };
  let accepted = 0;
  const pairs = new Set<Pair>();
  const held = new Set<Socket>();

  /** Sends a chunk on, after the latency in force when it arrived; nothing while silent. */
  const relay = (from: Socket, to: Socket) => {
    from.on("data", (chunk: Buffer) => {
      if (mode.kind === "silence") return;
      const send = () => {
        if (!to.destroyed) to.write(chunk);
      };
      if (mode.kind === "latency") setTimeout(send, mode.ms);
      else send();
    });
  };

  const server: Server = createServer((client) => {
    accepted++;
    client.on("error", () => undefined);
    if (mode.kind === "reset") return void client.resetAndDestroy();
    if (mode.kind === "silence") {
      // Accepted and held: what it sends is read and dropped, nothing comes back.
      held.add(client);
      client.on("data", () => undefined);
      client.once("close", () => held.delete(client));
      return;
    }
    const upstream = connect(target.port, target.host);
    const pair = { client, upstream };
    pairs.add(pair);
    upstream.on("error", () => client.destroy());
    client.once("close", () => {
      pairs.delete(pair);
      upstream.destroy();
    });
    upstream.once("close", () => {
      pairs.delete(pair);
      // The upstream's end reaches the client after the chunks still delayed.
      const end = () => client.end();
      if (mode.kind === "latency") setTimeout(end, mode.ms);
      else end();
    });
    relay(client, upstream);
    relay(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    host: "127.0.0.1",
    port,
    mode: () => mode,
    set(next) {
      mode = next;
      if (next.kind === "reset") {
        for (const { client, upstream } of pairs) {
          client.resetAndDestroy();
          upstream.destroy();
        }
        for (const socket of held) socket.resetAndDestroy();
      }
      if (next.kind === "pass" || next.kind === "latency") {
        // Connections held in silence were never joined to the server: they end.
        for (const socket of held) socket.destroy();
      }
    },
    accepted: () => accepted,
    close: () =>
      new Promise((resolve) => {
        for (const { client, upstream } of pairs) {
          client.destroy();
          upstream.destroy();
        }
        for (const socket of held) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
