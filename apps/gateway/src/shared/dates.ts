/** A stored time as the protocol writes it: an ISO 8601 string in UTC. */
export const iso = (value: Date | string) => new Date(value).toISOString();

export const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));
