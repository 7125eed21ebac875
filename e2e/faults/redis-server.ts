/**
 * A Redis server of the fault suite's own (redis-server from PATH, nothing saved to disk) on a
 * free port, so that it can be killed and started again on the same port.
 */
import { type Service, startService, waitUntil } from "../production/processes.ts";
import { freePort } from "./ports.ts";
import { connect } from "node:net";

export interface RedisServer {
  url: string;
  kill(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** Whether something answers PONG to a PING on `port`. */
function pong(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("error", () => resolve(false));
    socket.once("data", (chunk: Buffer) => {
      resolve(chunk.toString().startsWith("+PONG"));
      socket.destroy();
    });
    socket.write("PING\r\n");
  });
}

export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  let current: Service | undefined;
  const start = async () => {
    // biome-ignore format: the command line
    const service = startService({ name: "redis", command: "redis-server", cwd: process.cwd(), env: { PATH: process.env.PATH },
      args: ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"] });
    current = service;
    await waitUntil(service, "a PONG", () => pong(port));
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    async kill() {
      await current?.kill();
      current = undefined;
    },
    start,
    async stop() {
      await current?.stop();
      current = undefined;
    },
  };
}
