import type { NoticeCounts } from "@icms/protocol";
import { useSyncExternalStore } from "react";
import { noticeLive } from "./notice-live";

/** This tab's unread counts, live (null until the first answer). Subscribing starts the live state. */
export function useNoticeCounts(): NoticeCounts | null {
  return useSyncExternalStore(noticeLive.subscribe, noticeLive.counts, noticeLive.counts);
}
