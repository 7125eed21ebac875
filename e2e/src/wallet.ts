import type { Page } from "playwright-core";
import { createWalletClient, defineChain, type Hex, http, isHex, keccak256, numberToHex } from "viem";
import { type PrivateKeyAccount, privateKeyToAccount } from "viem/accounts";

/** Well-known development keys (Hardhat accounts #1 and #2): test wallets only, never real funds. */
export const TEST_KEYS = {
  alice: "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d",
  bob: "0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a",
  /** The demo operator (news and announcements). */
  dave: "0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba",
} as const satisfies Record<string, Hex>;

/** Enough gas for a call's intrinsic cost, far too little to run a contract's payment. */
const STARVED_GAS = 50_000n;

/** Chains the scripted wallet agrees to switch to. */
const KNOWN_CHAINS = [56, 97];

interface Reply {
  result?: unknown;
  error?: { code: number; message: string };
}

export interface ScriptedWalletOptions {
  privateKey?: Hex;
  chainId?: number;
  name?: string;
  rdns?: string;
  /**
   * The chain's JSON-RPC URL: transactions are signed here and sent there, and every method the
   * wallet does not answer itself (gas, nonce, calls) is forwarded to it, as a real wallet does.
   */
  rpcUrl?: string;
}

/**
 * A scripted EIP-1193 wallet inside the page, driven from the test. The page side only
 * forwards requests; the account, the chain and the signing (a real viem private-key account)
 * live here in Node, so they survive reloads. It announces itself through EIP-6963 and also
 * sits on `window.ethereum`.
 */
export class ScriptedWallet {
  private account: PrivateKeyAccount;
  private readonly rpcUrl: string | undefined;
  private connected = false;
  private rejections = new Set<string>();
  /** Transactions to send normally before the starved one; null when none is starved. */
  private starveAfter: number | null = null;
  readonly calls: string[] = [];
  chainId: number;

  private constructor(
    private readonly page: Page,
    options: ScriptedWalletOptions,
  ) {
    this.account = privateKeyToAccount(options.privateKey ?? TEST_KEYS.alice);
    this.chainId = options.chainId ?? 97;
    this.rpcUrl = options.rpcUrl;
  }

  static async install(page: Page, options: ScriptedWalletOptions = {}): Promise<ScriptedWallet> {
    const wallet = new ScriptedWallet(page, options);
    await page.exposeFunction("__icmsWalletRequest", (method: string, params: string) =>
      wallet.handle(method, JSON.parse(params) as unknown[]).then((reply) => JSON.stringify(reply)),
    );
    const info = {
      uuid: "6f0c6f4e-0a9c-4f0e-9a57-3d9b1a1c0e01",
      name: options.name ?? "Scripted Test Wallet",
      rdns: options.rdns ?? "org.icms.scripted-wallet",
      icon: "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 8 8'%3E%3Crect width='8' height='8' fill='%23f59f00'/%3E%3C/svg%3E",
    };
    await page.addInitScript(injectProvider, info);
    return wallet;
  }

  get address(): Hex {
    return this.account.address;
  }

  /** The next request of this method is declined as a user would (EIP-1193 code 4001). */
  rejectNext(method: string): void {
    this.rejections.add(method);
  }

  /**
   * The transaction sent after `skip` others goes out with too little gas to run: it is mined
   * and reverts, as a payment that fails on chain does.
   */
  starveTransaction(skip = 0): void {
    this.starveAfter = skip;
  }

  /** Switches to another account and tells the page (`accountsChanged`). */
  async changeAccount(privateKey: Hex): Promise<void> {
    this.account = privateKeyToAccount(privateKey);
    await this.emit("accountsChanged", [this.account.address]);
  }

  /** Moves to another chain, as if the user switched in the wallet (`chainChanged`). */
  async changeChain(chainId: number): Promise<void> {
    this.chainId = chainId;
    await this.emit("chainChanged", numberToHex(chainId));
  }

  async emit(event: string, payload: unknown): Promise<void> {
    await this.page.evaluate(
      ([name, data]) =>
        (window as unknown as { __icmsWalletEmit?: (e: string, d: unknown) => void }).__icmsWalletEmit?.(
          name as string,
          data,
        ),
      [event, payload] as const,
    );
  }

  private async handle(method: string, params: unknown[]): Promise<Reply> {
    this.calls.push(method);
    if (this.rejections.delete(method)) return { error: { code: 4001, message: "User rejected the request." } };
    try {
      return { result: await this.answer(method, params) };
    } catch (error) {
      const { code = -32603, message } = error as { code?: number; message: string };
      return { error: { code, message } };
    }
  }

  private async answer(method: string, params: unknown[]): Promise<unknown> {
    const accounts = [this.account.address];
    switch (method) {
      case "eth_requestAccounts":
        this.connected = true;
        return accounts;
      case "eth_accounts":
        return this.connected ? accounts : [];
      case "eth_chainId":
        return numberToHex(this.chainId);
      case "net_version":
        return String(this.chainId);
      case "wallet_requestPermissions":
        this.connected = true;
        return [{ parentCapability: "eth_accounts", caveats: [{ type: "restrictReturnedAccounts", value: accounts }] }];
      case "wallet_getPermissions":
        return this.connected ? [{ parentCapability: "eth_accounts" }] : [];
      case "wallet_revokePermissions":
        this.connected = false;
        return null;
      case "personal_sign": {
        const [data, from] = params as [string, string];
        if (String(from).toLowerCase() !== this.account.address.toLowerCase()) {
          throw Object.assign(new Error("Unknown signer"), { code: 4100 });
        }
        return this.account.signMessage({ message: isHex(data) ? { raw: data } : data });
      }
      case "wallet_switchEthereumChain": {
        const wanted = Number((params[0] as { chainId: string }).chainId);
        if (!KNOWN_CHAINS.includes(wanted)) throw Object.assign(new Error("Unrecognized chain"), { code: 4902 });
        if (wanted !== this.chainId) {
          this.chainId = wanted;
          // Like a real wallet: answer first, then announce the change.
          setTimeout(() => void this.emit("chainChanged", numberToHex(wanted)).catch(() => undefined), 0);
        }
        return null;
      }
      case "eth_signTypedData_v4": {
        const [from, data] = params as [string, string];
        this.checkSigner(from);
        return this.account.signTypedData(JSON.parse(data));
      }
      case "eth_sendTransaction": {
        const tx = params[0] as { from?: string; to?: Hex; data?: Hex; value?: Hex; gas?: Hex };
        if (tx.from) this.checkSigner(tx.from);
        const value = tx.value ? BigInt(tx.value) : undefined;
        if (this.starveAfter === 0) {
          this.starveAfter = null;
          return this.sendStarved(tx.to, tx.data, value);
        }
        if (this.starveAfter !== null) this.starveAfter -= 1;
        return this.walletClient().sendTransaction({
          to: tx.to ?? null,
          data: tx.data,
          value,
          gas: tx.gas ? BigInt(tx.gas) : undefined,
        });
      }
      default:
        if (this.rpcUrl) return this.forward(method, params);
        throw Object.assign(new Error(`Unsupported method ${method}`), { code: 4200 });
    }
  }

  /**
   * Sends a transaction with too little gas and answers its hash. The local chain mines it and
   * then reports the failure as an error; a real wallet answers the hash of a sent transaction
   * whatever it comes to, so the error is dropped here.
   */
  private async sendStarved(to: Hex | undefined, data: Hex | undefined, value: bigint | undefined): Promise<Hex> {
    const client = this.walletClient();
    const request = await client.prepareTransactionRequest({ to: to ?? null, data, value, gas: STARVED_GAS });
    const signed = await client.signTransaction(request as Parameters<typeof client.signTransaction>[0]);
    await this.forward("eth_sendRawTransaction", [signed]).catch(() => undefined);
    return keccak256(signed);
  }

  private checkSigner(from: string): void {
    if (String(from).toLowerCase() !== this.account.address.toLowerCase()) {
      throw Object.assign(new Error("Unknown signer"), { code: 4100 });
    }
  }

  private walletClient() {
    if (!this.rpcUrl) throw Object.assign(new Error("This wallet has no chain to send to"), { code: 4200 });
    const chain = defineChain({
      id: this.chainId,
      name: `Chain ${this.chainId}`,
      nativeCurrency: { name: "BNB", symbol: "BNB", decimals: 18 },
      rpcUrls: { default: { http: [this.rpcUrl] } },
    });
    return createWalletClient({ account: this.account, chain, transport: http(this.rpcUrl) });
  }

  private async forward(method: string, params: unknown[]): Promise<unknown> {
    const response = await fetch(this.rpcUrl as string, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
    });
    const reply = (await response.json()) as { result?: unknown; error?: { code: number; message: string } };
    if (reply.error) throw Object.assign(new Error(reply.error.message), { code: reply.error.code });
    return reply.result;
  }
}

/** Runs in the page before any of its scripts (serialised by Playwright: keep it self-contained). */
function injectProvider(info: { uuid: string; name: string; rdns: string; icon: string }): void {
  type Listener = (payload: unknown) => void;
  const listeners: Record<string, Set<Listener>> = {};
  const provider = {
    isScriptedWallet: true,
    async request({ method, params }: { method: string; params?: unknown[] }) {
      const bridge = (window as unknown as { __icmsWalletRequest: (m: string, p: string) => Promise<string> })
        .__icmsWalletRequest;
      const reply = JSON.parse(await bridge(method, JSON.stringify(params ?? []))) as Reply;
      if (reply.error) throw Object.assign(new Error(reply.error.message), { code: reply.error.code });
      return reply.result;
    },
    on(event: string, listener: Listener) {
      listeners[event] ??= new Set();
      listeners[event].add(listener);
      return provider;
    },
    removeListener(event: string, listener: Listener) {
      listeners[event]?.delete(listener);
      return provider;
    },
  };
  (window as unknown as { __icmsWalletEmit: (e: string, d: unknown) => void }).__icmsWalletEmit = (event, payload) => {
    for (const listener of listeners[event] ?? []) listener(payload);
  };
  Object.defineProperty(window, "ethereum", { value: provider, configurable: true, writable: true });
  const detail = Object.freeze({ info: Object.freeze({ ...info }), provider });
  const announce = () => window.dispatchEvent(new CustomEvent("eip6963:announceProvider", { detail }));
  window.addEventListener("eip6963:requestProvider", announce);
  announce();
}
