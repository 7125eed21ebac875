import { createServer } from "node:net";
import type { AddressInfo } from "node:net";

/** A port free on the loopback address now: one the system gave out and that was closed again. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
