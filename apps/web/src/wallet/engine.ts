import { CHAIN_IDS, WALLET_TYPE } from "@icms/protocol";
import { type Chain, defineChain, getAddress, recoverMessageAddress } from "viem";
import { bsc, bscTestnet } from "viem/chains";
import { type CreateConnectorFn, createConfig, createStorage, http, injected } from "wagmi";
import { walletConnect } from "wagmi/connectors";
import {
  connect,
  disconnect,
  getConnection,
  getConnectors,
  reconnect,
  signMessage,
  signTypedData,
  switchChain,
  watchConnection,
  watchConnectors,
} from "wagmi/actions";
import { createChainActions } from "./chain-actions";
import { createCourseCheckoutActions } from "./course-checkout-actions";
import { type ChainConfig, devWalletAvailable, isLocalRpc } from "./chain-config";
import { createDevWalletProvider, DEV_WALLET_ID } from "./dev-wallet";
import type { WalletEngine, WalletOption } from "./wallet-engine-types";

/** The configured chain, with the gateway's RPC and explorer when it names them. */
function chainFor(config: ChainConfig): Chain {
  const known =
    config.chainId === CHAIN_IDS.bscMainnet ? bsc : config.chainId === CHAIN_IDS.bscTestnet ? bscTestnet : null;
  const rpc = config.rpcUrl ?? known?.rpcUrls.default.http[0];
  return defineChain({
    ...(known ?? { name: `Chain ${config.chainId}`, nativeCurrency: { name: "BNB", symbol: "BNB", decimals: 18 } }),
    id: config.chainId,
    rpcUrls: { default: { http: rpc ? [rpc] : [] } },
    // A local chain has none of the public network's contracts (Multicall3 included): reads
    // that wagmi would batch through Multicall3 are then sent one by one.
    contracts: isLocalRpc(config.rpcUrl) ? undefined : known?.contracts,
    blockExplorers: config.explorerUrl
      ? { default: { name: "Explorer", url: config.explorerUrl } }
      : known?.blockExplorers,
  } as Chain);
}

/** The id wagmi gives its WalletConnect connector. */
const WALLET_CONNECT_ID = "walletConnect";

export class SignatureMismatchError extends Error {
  override readonly name = "SignatureMismatchError";
}

/**
 * The wagmi-backed wallet engine. Browser wallets are found through EIP-6963 announcements and
 * `window.ethereum`; the development wallet is added when the gateway runs a local test chain.
 * WalletConnect is offered when the gateway names a WalletConnect project id; its provider is
 * loaded only when the user picks it.
 */
export function createWalletEngine(chainConfig: ChainConfig): WalletEngine {
  const chain = chainFor(chainConfig);
  const connectors: CreateConnectorFn[] = [injected({ shimDisconnect: true })];
  if (chainConfig.walletConnectProjectId) {
    connectors.push(
      walletConnect({
        projectId: chainConfig.walletConnectProjectId,
        showQrModal: true,
        metadata: {
          name: "ICMS",
          description: "Web3 knowledge-sharing and community platform",
          url: globalThis.location?.origin ?? "",
          icons: [],
        },
      }),
    );
  }
  if (devWalletAvailable(chainConfig) && chainConfig.rpcUrl) {
    const provider = createDevWalletProvider(chain, chainConfig.rpcUrl);
    connectors.push(injected({ target: { id: DEV_WALLET_ID, name: "Development wallet", provider } as never }));
  }
  const wagmi = createConfig({
    chains: [chain],
    connectors,
    multiInjectedProviderDiscovery: true,
    transports: { [chain.id]: http(chain.rpcUrls.default.http[0]) },
    // wagmi remembers the connection for this tab only: local storage belongs to the session
    // rules (cleared except the language), and a reload in the same tab can still reconnect.
    storage: createStorage({ storage: globalThis.sessionStorage, key: "icms.wagmi" }),
  });

  const windowProvider = () => (globalThis as { ethereum?: unknown }).ethereum;
  let announcedProviders: unknown[] = [];
  const refreshAnnounced = async () => {
    const announced = getConnectors(wagmi).filter(
      (c) => c.type === "injected" && c.id !== "injected" && c.id !== DEV_WALLET_ID,
    );
    announcedProviders = await Promise.all(announced.map((c) => c.getProvider().catch(() => undefined)));
  };

  function options(): WalletOption[] {
    return getConnectors(wagmi).flatMap((c): WalletOption[] => {
      if (c.id === DEV_WALLET_ID) return [{ id: c.id, name: c.name, kind: "dev" }];
      if (c.id === WALLET_CONNECT_ID) return [{ id: c.id, name: c.name, kind: "walletconnect" }];
      if (c.id === "injected") {
        // The plain window.ethereum entry, unless that same wallet already announced itself.
        const provider = windowProvider();
        return provider && !announcedProviders.includes(provider) ? [{ id: c.id, name: c.name, kind: "injected" }] : [];
      }
      return [{ id: c.id, name: c.name, icon: c.icon, kind: "eip6963" }];
    });
  }

  const find = (id: string) => {
    const connector = getConnectors(wagmi).find((c) => c.id === id);
    if (!connector) throw new Error(`Wallet ${id} is not available`);
    return connector;
  };

  return {
    config: chainConfig,
    chain: createChainActions(wagmi, chainConfig),
    courseCheckout: createCourseCheckoutActions(wagmi),
    options,
    subscribeOptions(listener) {
      let stopped = false;
      void refreshAnnounced().then(() => !stopped && listener());
      const unwatch = watchConnectors(wagmi, {
        onChange: () => void refreshAnnounced().then(() => !stopped && listener()),
      });
      return () => {
        stopped = true;
        unwatch();
      };
    },
    async connect(walletId) {
      const connector = find(walletId);
      const current = getConnection(wagmi);
      if (current.status === "connected" && current.connector?.id !== walletId) await disconnect(wagmi);
      const walletType = walletId === WALLET_CONNECT_ID ? WALLET_TYPE.walletConnect : WALLET_TYPE.browser;
      if (current.status === "connected" && current.connector?.id === walletId && current.address) {
        return { address: current.address, chainId: await connector.getChainId(), walletType };
      }
      const result = await connect(wagmi, { connector });
      const address = result.accounts[0];
      if (!address) throw new Error("The wallet returned no account");
      return { address: getAddress(address), chainId: result.chainId, walletType };
    },
    async signMessage(message) {
      const { address } = getConnection(wagmi);
      if (!address) throw new Error("User not connected to Wallet");
      const signature = await signMessage(wagmi, { account: address, message });
      const signer = await recoverMessageAddress({ message, signature });
      if (signer.toLowerCase() !== address.toLowerCase()) throw new SignatureMismatchError("signature mismatch");
      return signature;
    },
    async signTypedData(data) {
      const { address } = getConnection(wagmi);
      if (!address) throw new Error("User not connected to Wallet");
      return signTypedData(wagmi, { account: address, ...data } as Parameters<typeof signTypedData>[1]);
    },
    async switchChain(chainId) {
      await switchChain(wagmi, { chainId });
    },
    async restore() {
      const current = getConnection(wagmi);
      if (current.status !== "connected") await reconnect(wagmi);
      const restored = getConnection(wagmi);
      if (restored.status !== "connected" || !restored.address || !restored.connector) return null;
      return { address: restored.address, chainId: await restored.connector.getChainId() };
    },
    watch({ onAccountChange, onChainChange, onDisconnect }) {
      return watchConnection(wagmi, {
        onChange(next, previous) {
          if (previous.status === "connected" && next.status === "disconnected") return onDisconnect();
          if (next.status !== "connected" || previous.status !== "connected") return;
          if (next.address && previous.address && next.address !== previous.address) return onAccountChange();
          if (next.chainId !== previous.chainId) return onChainChange();
        },
      });
    },
    async disconnect() {
      if (getConnection(wagmi).status === "connected") await disconnect(wagmi);
    },
  };
}
