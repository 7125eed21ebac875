import { build, type Plugin } from "vite";

/** Set while the probe build runs, so the probe does not probe again. */
const PROBE_FLAG = "ICMS_SHELL_PROBE";

/** The page whose route is the landing page; its own module stays a chunk of its own. */
const HOME_PAGE = /[\\/]src[\\/]features[\\/]home[\\/]HomePage\.tsx$/;
const ENTRY_MODULE = /[\\/]src[\\/]main\.tsx$/;
/**
 * The public pages whose first screen the gateway serves with its data (the article list and
 * page) and the home page's feeds: what they share past the shell goes into one "public" chunk.
 */
const PUBLIC_PAGE = /[\\/]src[\\/]features[\\/](cms[\\/]Article(List|Detail)Page|home[\\/]HomeFeeds)\.tsx$/;

/** The modules of the two chunks the plugin makes. */
interface Probe {
  shell: Set<string>;
  /** What the public pages load past the shell, their own modules and lazy entries left out. */
  common: Set<string>;
}

/**
 * Every module that ends up in what the home route loads (the entry chunk, the home page chunk
 * and their static imports), found by a build in memory with the same configuration.
 */
async function probeShell(configFile: string): Promise<Probe> {
  const shell = new Set<string>();
  const common = new Set<string>();
  const collect: Plugin = {
    name: "icms-shell-probe",
    generateBundle(_options, bundle) {
      const chunks = new Map<string, { imports: string[]; modules: string[]; facade: string | null }>();
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        chunks.set(output.fileName, {
          imports: output.imports,
          modules: Object.keys(output.modules),
          facade: output.facadeModuleId,
        });
      }
      const roots = Object.values(bundle).filter(
        (output) => output.type === "chunk" && (output.isEntry || HOME_PAGE.test(output.facadeModuleId ?? "")),
      );
      const stack = roots.map((root) => root.fileName);
      const seen = new Set<string>();
      while (stack.length > 0) {
        const file = stack.pop() as string;
        const chunk = chunks.get(file);
        if (seen.has(file) || !chunk) continue;
        seen.add(file);
        for (const id of chunk.modules) {
          // The entry and the home page keep their own chunks; the rest is the shell.
          if (id !== chunk.facade && !ENTRY_MODULE.test(id) && !HOME_PAGE.test(id)) shell.add(id);
        }
        stack.push(...chunk.imports);
      }
      const pages = Object.values(bundle).filter(
        (output) => output.type === "chunk" && PUBLIC_PAGE.test(output.facadeModuleId ?? ""),
      );
      const pageStack = pages.flatMap((page) => (page.type === "chunk" ? page.imports : []));
      const pageSeen = new Set<string>();
      while (pageStack.length > 0) {
        const file = pageStack.pop() as string;
        const chunk = chunks.get(file);
        if (pageSeen.has(file) || !chunk) continue;
        pageSeen.add(file);
        for (const id of chunk.modules) {
          if (id !== chunk.facade && !shell.has(id) && !ENTRY_MODULE.test(id)) common.add(id);
        }
        pageStack.push(...chunk.imports);
      }
    },
  };
  process.env[PROBE_FLAG] = "1";
  try {
    await build({ configFile, logLevel: "silent", plugins: [collect], build: { write: false } });
  } finally {
    delete process.env[PROBE_FLAG];
  }
  return { shell, common };
}

/**
 * Puts everything the home route loads into one "shell" chunk, and what the public pages load
 * past it into one "public" chunk: left to itself the bundler gave the article page some 40
 * files, and a phone on HTTP/1.1 (six connections) waits a round trip for every six of them. Left to itself the bundler
 * splits those modules into many small chunks by which lazy pages share them, and each new
 * lazy page adds more; one chunk compresses better and keeps the home route's size steady.
 * Nothing moves into the shell that the home route did not load already: the set comes from
 * a probe build of the same configuration, and modules are taken without their dependencies.
 */
export function shellChunk(configFile: string): Plugin {
  return {
    name: "icms-shell-chunk",
    apply: (_config, env) => env.command === "build" && !process.env[PROBE_FLAG] && !env.isSsrBuild,
    async config() {
      const { shell, common } = await probeShell(configFile);
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                includeDependenciesRecursively: false,
                groups: [
                  { name: "shell", test: (id: string) => shell.has(id) },
                  { name: "public", test: (id: string) => common.has(id) },
                ],
              },
            },
          },
        },
      };
    },
  };
}
