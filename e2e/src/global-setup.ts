import type { TestProject } from "vitest/node";
import { startSystem } from "./system";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    rpcUrl: string;
  }
}

/** One running system for the whole browser suite. */
export default async function setup(project: TestProject) {
  const system = await startSystem();
  project.provide("baseUrl", system.url);
  project.provide("rpcUrl", system.rpcUrl);
  return async () => system.stop();
}
