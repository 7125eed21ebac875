/** The open platform's shapes (docs/open-platform.md): apps, their keys and the scope catalogue. */

/** What a key's app is now: usable, past its expiry, or revoked by its holder. */
export type DeveloperAppState = "active" | "expired" | "revoked";

/** One app of the holder, as the list and the save reply show it (never its key). */
export interface DeveloperApp {
  app_id: number;
  name: string;
  description: string;
  /** Granted actions as `<group>/<action>`. */
  scopes: string[];
  /** The key's public start (`icms_<key id>`), to tell keys apart; the secret is never shown again. */
  key_prefix: string;
  /** Unix seconds. */
  expires_at: number;
  quota_minute: number;
  quota_day: number;
  /** Unix seconds of the last keyed call (kept to the minute), or null when never used. */
  last_used_at: number | null;
  created_at: number;
  revoked_at: number | null;
  state: DeveloperAppState;
}

/** The save reply: the app, and the whole key only when one was just issued (create or rotate). */
export interface DeveloperAppSaved {
  app: DeveloperApp;
  /** Shown once: the gateway keeps only its hash. Absent when an edit kept the key. */
  key?: string;
}

/** One action a key may be granted: public (no sign-in needed) or the holder's own. */
export interface DeveloperScope {
  scope: string;
  kind: "public" | "own";
}

export interface DeveloperScopeGroup {
  group: string;
  scopes: DeveloperScope[];
}

/** What a key may hold and the platform's ceilings for a new app. */
export interface DeveloperConfig {
  groups: DeveloperScopeGroup[];
  quota_minute_max: number;
  quota_day_max: number;
  expiry_days_max: number;
  apps_max: number;
  /** The header a keyed call carries the key in, and its scheme. */
  auth_header: string;
  auth_scheme: string;
}

/** A key as `developer_open_verify` sees it, without spending its quota. */
export interface DeveloperKeyCheck {
  valid: boolean;
  /** `unknown` for a key no app holds. */
  state: DeveloperAppState | "unknown";
  app: {
    app_id: number;
    name: string;
    scopes: string[];
    expires_at: number;
    quota_minute: number;
    quota_day: number;
    remaining_minute: number;
    remaining_day: number;
  } | null;
}
