import { type EIP1193Provider, type Hex, createWalletClient, http, isHex, numberToHex, type Chain } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { DEV_PRIVATE_KEYS } from "@icms/contracts/dev-accounts";
import { DEV_PERSONA_INDEX, devPersona } from "./dev-persona";

/**
 * DEVELOPMENT ONLY. The Hardhat development accounts: their keys are published in Hardhat's
 * documentation, so anything sent to them on a real chain is lost. The app offers this wallet
 * only when the gateway reports chain 97 with an RPC URL on this machine. It signs as the demo
 * persona chosen on the sign-in page (account #0, the contracts' owner, unless another is chosen).
 */
export const DEV_WALLET_ID = "icms-dev-wallet";

function personaKey(): Hex {
  const key = DEV_PRIVATE_KEYS[DEV_PERSONA_INDEX[devPersona()]];
  if (!key) throw new Error("no development key for this persona");
  return key;
}

type Listener = (...args: unknown[]) => void;

function rpcError(code: number, message: string): Error & { code: number } {
  return Object.assign(new Error(message), { code });
}

/** An EIP-1193 provider that signs locally with the development key and forwards reads to the RPC. */
export function createDevWalletProvider(chain: Chain, rpcUrl: string): EIP1193Provider {
  const transport = http(rpcUrl);
  const listeners = new Map<string, Set<Listener>>();

  async function request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
    const args = (Array.isArray(params) ? params : []) as unknown[];
    // Read at each request: the persona is chosen on the sign-in page, before connecting.
    const account = privateKeyToAccount(personaKey());
    const wallet = createWalletClient({ account, chain, transport });
    switch (method) {
      case "eth_requestAccounts":
      case "eth_accounts":
        return [account.address];
      case "eth_chainId":
        return numberToHex(chain.id);
      case "net_version":
        return String(chain.id);
      case "wallet_requestPermissions":
      case "wallet_getPermissions":
        return [
          {
            parentCapability: "eth_accounts",
            caveats: [{ type: "restrictReturnedAccounts", value: [account.address] }],
          },
        ];
      case "wallet_revokePermissions":
        return null;
      case "wallet_switchEthereumChain": {
        const wanted = Number((args[0] as { chainId?: string } | undefined)?.chainId);
        if (wanted === chain.id) return null;
        throw rpcError(4902, `The development wallet only knows chain ${chain.id}`);
      }
      case "personal_sign": {
        const data = args[0] as string;
        return account.signMessage({ message: isHex(data) ? { raw: data } : data });
      }
      case "eth_signTypedData_v4":
        return account.signTypedData(JSON.parse(args[1] as string));
      case "eth_sendTransaction": {
        const tx = args[0] as { to?: Hex; data?: Hex; value?: Hex; gas?: Hex };
        return wallet.sendTransaction({
          to: tx.to ?? null,
          data: tx.data,
          value: tx.value ? BigInt(tx.value) : undefined,
          gas: tx.gas ? BigInt(tx.gas) : undefined,
        });
      }
      default:
        return wallet.request({ method, params } as never);
    }
  }

  return {
    request: request as EIP1193Provider["request"],
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)?.add(listener);
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
    },
  } as EIP1193Provider;
}
