/**
 * A TCP load balancer in front of several gateway instances, as a layer-4 proxy does it: each
 * connection goes to the next instance in turn and stays with it; an instance that refuses the
 * connection (it is down) is skipped for the next one, since nothing has reached it yet. A
 * connection whose instance dies is cut, so what was in flight on it fails at the client as a
 * connection error, and is never sent to another instance (it may have been written already).
 */
import { type AddressInfo, connect, createServer, type Server, type Socket } from "node:net";

export interface Balancer {
  url: string;
  /** Connections each instance took (by its index), and how often one refused. */
  stats: { taken: number[]; refused: number[] };
  close(): Promise<void>;
}

export async function startBalancer(targets: readonly { host: string; port: number }[]): Promise<Balancer> {
  const stats = { taken: targets.map(() => 0), refused: targets.map(() => 0) };
  const open = new Set<Socket>();
  let next = 0;

  const server: Server = createServer((client) => {
    open.add(client);
    client.once("close", () => open.delete(client));
    client.on("error", () => undefined);
    client.pause();
    const first = next++;
    const attempt = (tried: number) => {
      if (tried === targets.length || client.destroyed) return void client.destroy();
      const index = (first + tried) % targets.length;
      const target = targets[index] as { host: string; port: number };
      const upstream = connect(target.port, target.host);
      let connected = false;
      upstream.once("connect", () => {
        connected = true;
        stats.taken[index] = (stats.taken[index] ?? 0) + 1;
        open.add(upstream);
        client.pipe(upstream);
        upstream.pipe(client);
        client.resume();
      });
      upstream.on("error", () => {
        if (connected) return;
        stats.refused[index] = (stats.refused[index] ?? 0) + 1;
        attempt(tried + 1);
      });
      upstream.once("close", () => {
        open.delete(upstream);
        if (connected) client.destroy();
      });
      client.once("close", () => upstream.destroy());
    };
    attempt(0);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stats,
    close: () =>
      new Promise((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
