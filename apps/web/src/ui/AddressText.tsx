import { Text, type TextProps } from "@mantine/core";
import { shortAddress } from "./address";

/** A wallet address in its short form; the full address is in the tooltip. */
export function AddressText({ address, ...props }: { address: string } & TextProps) {
  return (
    <Text component="span" ff="monospace" title={address} {...props}>
      {shortAddress(address)}
    </Text>
  );
}
