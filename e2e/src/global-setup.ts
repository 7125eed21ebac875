import type { TestProject } from "vitest/node";
import { chromiumPath } from "./browser";
import { startSystem } from "./system";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    rpcUrl: string;
  }
}

/** One running system for the whole browser suite. */
export default async function setup(project: TestProject) {
  // Unpacks the browser (when it is the bundled one) before any test launches it.
  const [system] = await Promise.all([startSystem(), chromiumPath()]);
  project.provide("baseUrl", system.url);
  project.provide("rpcUrl", system.rpcUrl);
  return async () => system.stop();
}
