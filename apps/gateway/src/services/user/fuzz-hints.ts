import { EMAILS, type FuzzHints } from "../../shared/fuzz-hints.js";

/** Users named by id (followed, handed content) are a stranger of the world; privileges are granted by code. */
export const fuzzHints: FuzzHints = {
  formats: { email: EMAILS },
  ids: { uid: [{ slot: "stranger" }], to_uid: [{ slot: "stranger" }], chain_id: [{ slot: "chainId" }] },
  constants: { privilege_code: "write_article" },
};
