import type { QueryClient } from "@tanstack/react-query";

/**
 * Puts the data the gateway embedded in the page (`<script id="icms-first-screen">`, see the
 * gateway's http/first-screen.ts) into the query cache before the first render, so a public
 * page shows its content without asking the gateway again. The keys are the ones the app's
 * hooks build; an entry no hook asks for is simply never read.
 */
export function seedFirstScreen(client: QueryClient, doc: Document = document): number {
  const element = doc.getElementById("icms-first-screen");
  if (!element?.textContent) return 0;
  let entries: { key: unknown[]; data: unknown }[];
  try {
    entries = JSON.parse(element.textContent);
  } catch {
    return 0;
  }
  if (!Array.isArray(entries)) return 0;
  for (const entry of entries) {
    if (Array.isArray(entry?.key)) client.setQueryData(entry.key, entry.data);
  }
  element.remove();
  return entries.length;
}
