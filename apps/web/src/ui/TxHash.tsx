import { Anchor, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { fetchChainConfig } from "../wallet/chain-config";
import { chainConfigKey } from "../wallet/chain-config-key";

/** `0x1234…cdef`: the head and tail of a transaction hash. */
function shortHash(hash: string): string {
  return hash.length > 14 ? `${hash.slice(0, 8)}…${hash.slice(-6)}` : hash;
}

/**
 * A transaction hash (a withdrawal's, an NFT purchase's), linked to the configured block
 * explorer. Without one (the local chain has no explorer) it is shown as text, whole in its
 * tooltip, rather than as a dead link.
 */
export function TxHash({ hash }: { hash: string }) {
  const { t } = useTranslation();
  const config = useQuery({ queryKey: chainConfigKey, queryFn: () => fetchChainConfig(), staleTime: Infinity });
  const explorer = config.data?.explorerUrl?.replace(/\/+$/, "");
  if (!explorer)
    return (
      <Text component="span" size="sm" ff="monospace" title={hash} data-testid="tx-hash">
        {shortHash(hash)}
      </Text>
    );
  return (
    <Anchor
      href={`${explorer}/tx/${hash}`}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
      ff="monospace"
      title={hash}
      aria-label={t("ui.viewTx", { hash })}
      data-testid="tx-hash"
    >
      {shortHash(hash)}
    </Anchor>
  );
}
