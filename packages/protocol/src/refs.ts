import type { Api } from "./actions/index.js";

/**
 * The action declarations as the browser needs them: each `api.group.action` is an object with
 * its `group` and `name` only, typed as the full declaration. The web bundle so carries no
 * input schemas (the gateway validates every input); types still come from `actions/`.
 */
function refs(): Api {
  const groups = new Map<string, Record<string, unknown>>();
  return new Proxy({} as Api, {
    get(_target, group) {
      if (typeof group !== "string") return undefined;
      let actions = groups.get(group);
      if (!actions) {
        const cache = new Map<string, { group: string; name: string }>();
        actions = new Proxy(
          {},
          {
            get(_t, name) {
              if (typeof name !== "string") return undefined;
              const known = cache.get(name);
              if (known) return known;
              const ref = Object.freeze({ group, name });
              cache.set(name, ref);
              return ref;
            },
          },
        );
        groups.set(group, actions);
      }
      return actions;
    },
  });
}

export const api: Api = refs();
