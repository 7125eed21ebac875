/**
 * The chain the production suite deploys to, standing in for BSC: Hardhat Network in a process of
 * its own, chain id 97, with nothing deployed. It prints its JSON-RPC URL on one line and serves
 * until it is stopped. The production deploy script puts the contracts on it.
 */
import { createInProcessProvider, serveProvider } from "../../contracts/src/index.ts";

const port = Number(process.argv[2] ?? 0);
const server = await serveProvider(await createInProcessProvider({ chainId: 97 }), port);
console.log(`chain listening at ${server.url}`);
const stop = () => void server.close().finally(() => process.exit(0));
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
