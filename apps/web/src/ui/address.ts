import { LIMITS } from "@icms/protocol";

/** A wallet address shown as its first 4 and last 4 characters: `0x12...cdef`. */
export function shortAddress(address: string | null | undefined): string {
  if (!address) return "";
  const head = LIMITS.walletDisplayHead;
  const tail = LIMITS.walletDisplayTail;
  if (address.length <= head + tail + 3) return address;
  return `${address.slice(0, head)}...${address.slice(-tail)}`;
}

/** Copies text, falling back to a hidden text area where the clipboard API is unavailable. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the older way
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.appendChild(area);
  area.select();
  let copied = false;
  try {
    copied = document.execCommand("copy");
  } catch {
    copied = false;
  }
  area.remove();
  return copied;
}
