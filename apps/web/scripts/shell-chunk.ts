import { build, type Plugin } from "vite";

/** Set while the probe build runs, so the probe does not probe again. */
const PROBE_FLAG = "ICMS_SHELL_PROBE";

/** The page whose route is the landing page; its own module stays a chunk of its own. */
const HOME_PAGE = /[\\/]src[\\/]features[\\/]home[\\/]HomePage\.tsx$/;
const ENTRY_MODULE = /[\\/]src[\\/]main\.tsx$/;

/**
 * Every module that ends up in what the home route loads (the entry chunk, the home page chunk
 * and their static imports), found by a build in memory with the same configuration.
 */
async function probeShell(configFile: string): Promise<Set<string>> {
  const shell = new Set<string>();
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
    },
  };
  process.env[PROBE_FLAG] = "1";
  try {
    await build({ configFile, logLevel: "silent", plugins: [collect], build: { write: false } });
  } finally {
    delete process.env[PROBE_FLAG];
  }
  return shell;
}

/**
 * Puts everything the home route loads into one "shell" chunk. Left to itself the bundler
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
      const shell = await probeShell(configFile);
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                includeDependenciesRecursively: false,
                groups: [{ name: "shell", test: (id: string) => shell.has(id) }],
              },
            },
          },
        },
      };
    },
  };
}
