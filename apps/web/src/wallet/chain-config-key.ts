/** The query key of the chain's configuration (contracts, explorer), read once; apart from the fetch, which screen tests mock. */
export const chainConfigKey = ["chain-config"] as const;
