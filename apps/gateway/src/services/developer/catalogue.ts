import {
  type ActionDef,
  actionPath,
  DEVELOPER_LIMITS,
  type DeveloperConfig,
  type DeveloperScopeGroup,
  declarations,
  keyGrantable,
} from "@icms/protocol";

/**
 * The scopes a key may hold: every declared action a key may call (rules/developer.ts), by
 * group; public ones (no sign-in needed) and the holder's own (run as the holder's session, so
 * an operator's call still needs the holder's privilege).
 */
const groups: DeveloperScopeGroup[] = Object.entries(declarations)
  .map(([group, actions]) => ({
    group,
    scopes: (Object.values(actions) as ActionDef[])
      .filter((def) => keyGrantable(def))
      .map((def) => ({
        scope: actionPath(def),
        kind: def.auth === "required" ? ("own" as const) : ("public" as const),
      })),
  }))
  .filter((group) => group.scopes.length > 0);

const grantable = new Set(groups.flatMap((group) => group.scopes.map((entry) => entry.scope)));

export const isGrantableScope = (scope: string): boolean => grantable.has(scope);

export const developerConfig: DeveloperConfig = {
  groups,
  quota_minute_max: DEVELOPER_LIMITS.quotaMinuteMax,
  quota_day_max: DEVELOPER_LIMITS.quotaDayMax,
  expiry_days_max: DEVELOPER_LIMITS.expiryDaysMax,
  apps_max: DEVELOPER_LIMITS.appsMax,
  auth_header: "Authorization",
  auth_scheme: "Bearer",
};
