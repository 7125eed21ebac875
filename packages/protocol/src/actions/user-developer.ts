import { z } from "zod";
import { Code } from "../errors/codes.js";
import { DEVELOPER_LIMITS, developerAppDescriptionProblem, developerAppNameProblem } from "../rules/developer.js";
import { noInput, type Paged, page, pageSize, rowId } from "./common.js";
import { defineAction, returns, withCode } from "./define.js";
import type { DeveloperApp, DeveloperAppSaved, DeveloperConfig, DeveloperKeyCheck } from "./developer-types.js";
import { ruled } from "./rule-schema.js";

const quota = z.coerce.number(withCode(Code.DeveloperQuotaInvalid)).int(withCode(Code.DeveloperQuotaInvalid));

/**
 * The open platform (part of `user_msrv`; docs/open-platform.md): a holder's apps, each with
 * one key that calls the gateway as the holder, within its scopes, quotas and expiry.
 */
export const developer = {
  developer_open_config: defineAction({
    auth: "required",
    input: noInput,
    output: returns<DeveloperConfig>(),
    codes: [],
  }),
  /** Creates an app (no `app_id`: the reply carries its key, once) or edits one (`rotate_key` issues a new key). */
  developer_open_save: defineAction({
    auth: "required",
    input: z.object({
      app_id: rowId.optional(),
      name: ruled(developerAppNameProblem, { required: null, tooLong: null }),
      description: ruled(developerAppDescriptionProblem, { tooLong: null }).default(""),
      scopes: z
        .array(z.string().max(120), withCode(Code.DeveloperScopeInvalid))
        .min(1, withCode(Code.DeveloperScopeInvalid))
        .max(DEVELOPER_LIMITS.scopesMax, withCode(Code.DeveloperScopeInvalid)),
      /** Unix seconds; mandatory. */
      expires_at: z.coerce.number(withCode(Code.DeveloperExpiryInvalid)).int(withCode(Code.DeveloperExpiryInvalid)),
      quota_minute: quota,
      quota_day: quota,
      rotate_key: z.boolean().default(false),
    }),
    output: returns<DeveloperAppSaved>(),
    codes: [
      Code.NotFound,
      Code.DeveloperScopeInvalid,
      Code.DeveloperExpiryInvalid,
      Code.DeveloperQuotaInvalid,
      Code.DeveloperAppLimit,
      Code.DeveloperAppRevoked,
    ],
  }),
  developer_open_list: defineAction({
    auth: "required",
    input: z.object({ page, page_size: pageSize }),
    output: returns<Paged<DeveloperApp>>(),
    codes: [],
  }),
  /** Whether a key is valid now, and its app and remaining quota; spends nothing. */
  developer_open_verify: defineAction({
    auth: "none",
    input: z.object({ key: z.string().trim().min(1).max(200) }),
    output: returns<DeveloperKeyCheck>(),
    codes: [],
  }),
  /** Revokes an app's key for good: its next call is refused. */
  developer_open_revoke: defineAction({
    auth: "required",
    input: z.object({ app_id: rowId }),
    output: returns<DeveloperApp>(),
    codes: [Code.NotFound],
  }),
};
