const DEFAULT_TARGET = "/index";

/** Only a path on this site may be a post-login target; anything else goes home. */
export function safeRedirect(value: string | null): string {
  if (!value?.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return DEFAULT_TARGET;
  if (value.startsWith("/auth")) return DEFAULT_TARGET;
  return value;
}
