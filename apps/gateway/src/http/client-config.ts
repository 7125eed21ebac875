import { readFileSync } from "node:fs";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config.js";

/** What the web app needs to know about the chain, read once at start. */
interface ClientConfig {
  chainId: number;
  rpcUrl: string | null;
  contracts: Record<string, string>;
  walletConnectProjectId: string | null;
  explorerUrl: string | null;
  /** Whether the web app may offer its built-in development wallet (never in production). */
  devWallet: boolean;
}

function readContractAddresses(file: string | undefined): Record<string, string> {
  if (!file) return {};
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as { contracts?: Record<string, string> };
    return parsed.contracts ?? {};
  } catch (error) {
    throw new Error(`CONTRACTS_FILE: cannot read ${file} (${(error as Error).message})`);
  }
}

/** `GET /gwapi/config`, registered in the `/gwapi` scope. */
export function registerClientConfig(app: FastifyInstance, config: Config): void {
  const body: ClientConfig = {
    chainId: config.CHAIN_ID,
    rpcUrl: config.RPC_URL ?? null,
    contracts: readContractAddresses(config.CONTRACTS_FILE),
    walletConnectProjectId: config.WALLETCONNECT_PROJECT_ID ?? null,
    explorerUrl: config.EXPLORER_URL ?? null,
    devWallet: config.NODE_ENV !== "production",
  };
  app.get("/config", async (_request, reply) => reply.header("cache-control", "no-cache").send(body));
}
