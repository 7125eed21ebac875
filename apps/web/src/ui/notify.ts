import { notifications } from "@mantine/notifications";
import { UI } from "@icms/protocol";
import type { ReactNode } from "react";
import { i18next } from "../i18n";
import { isUserRejection } from "./user-rejection";

const TOAST_TYPES = ["default", "info", "primary", "danger", "warning", "success"] as const;
export type ToastType = (typeof TOAST_TYPES)[number];
const TOAST_POSITIONS = [
  "top-left",
  "top-center",
  "top-right",
  "bottom-left",
  "bottom-center",
  "bottom-right",
] as const;
type ToastPosition = (typeof TOAST_POSITIONS)[number];

const COLORS: Record<ToastType, string> = {
  default: "gray",
  info: "cyan",
  primary: "blue",
  danger: "red",
  warning: "yellow",
  success: "green",
};

export interface ToastOptions {
  message: ReactNode;
  title?: ReactNode;
  type?: ToastType;
  /** Milliseconds before it closes; 0 keeps it open. Negative values fall back to the default. */
  timeout?: number;
  position?: ToastPosition;
  icon?: ReactNode;
}

/** Higher shows first, so the newest toast is always on top of its stack. */
let sequence = 0;

/** Shows a notification. At most `UI.toastMax` stay on screen; older ones beyond that are dropped. */
export function toast(options: ToastOptions): string {
  const type = TOAST_TYPES.includes(options.type as ToastType) ? (options.type as ToastType) : "default";
  const timeout =
    typeof options.timeout === "number" && options.timeout >= 0 ? options.timeout : UI.notificationTimeoutMs;
  sequence += 1;
  const id = notifications.show({
    message: options.message,
    title: options.title,
    icon: options.icon,
    color: COLORS[type],
    position: options.position && TOAST_POSITIONS.includes(options.position) ? options.position : undefined,
    autoClose: timeout === 0 ? false : timeout,
    priority: sequence,
    "data-type": type,
    role: type === "danger" ? "alert" : "status",
    closeButtonProps: { "aria-label": i18next.t("common.close") },
  });
  notifications.cleanQueue();
  return id;
}

/** A short centred message that closes itself after the spec's dialog time (3 s). */
export function dialogMessage(message: ReactNode, type: ToastType = "info"): string {
  return toast({ message, type, position: "top-center", timeout: UI.dialogMessageMs });
}

/** The text to show for any failure, in the user's language. */
export function errorMessage(error: unknown): string {
  if (error && typeof error === "object") {
    const { shortMessage, message } = error as { shortMessage?: unknown; message?: unknown };
    // viem errors carry a one-line summary; gateway errors are already localised.
    if (typeof shortMessage === "string" && shortMessage) return shortMessage;
    if (typeof message === "string" && message) return message;
  }
  return i18next.t("errors.generic");
}

/**
 * THE way a failure reaches the user: every gateway code, HTTP status and wallet failure.
 * A prompt the user declined in their wallet is not an error and shows nothing.
 * Returns the toast id, or null when nothing was shown.
 */
export function showError(error: unknown): string | null {
  if (isUserRejection(error)) return null;
  return toast({ message: errorMessage(error), type: "danger" });
}
