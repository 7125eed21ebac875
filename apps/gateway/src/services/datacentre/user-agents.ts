import { isbot } from "isbot";

/** Whether a request came from a crawler by its user agent (none at all counts as one). */
export function isBotAgent(userAgent: string): boolean {
  return userAgent === "" || isbot(userAgent);
}
