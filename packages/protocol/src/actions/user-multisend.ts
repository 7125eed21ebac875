import { z } from "zod";
import { Code } from "../errors/codes.js";
import { accountLabelProblem, credentialFieldProblem, idempotencyKeyProblem } from "../rules/multisend.js";
import { type Paged, noInput, page, pageSize, rowId } from "./common.js";
import { defineAction, returns, withCode } from "./define.js";
import {
  MULTISEND_LIMITS,
  MULTISEND_NETWORKS,
  type MultisendAccount,
  type MultisendNetworkInfo,
  type MultisendNotice,
  type MultisendPost,
  type MultisendTarget,
  NETWORK_FIELDS,
} from "./multisend-types.js";
import { ruled } from "./rule-schema.js";

const network = z.enum(MULTISEND_NETWORKS);
const label = ruled(accountLabelProblem, { tooLong: null }).default("");
const accountRef = z.object({ account_id: rowId });

/**
 * The credentials form: field key → value. Keys the network does not take are ignored; a
 * given value of the wrong form answers 805000 (`rules/multisend.ts`); which fields are
 * required depends on what is stored, so the handler checks that.
 */
const credentials = z
  .record(
    z.string().max(40),
    z.string().max(MULTISEND_LIMITS.credentialMaxChars * 4, withCode(Code.MultisendCredentialsInvalid)),
  )
  .default({});

const INVALID_CREDENTIAL = withCode(Code.MultisendCredentialsInvalid).error();

const accountForm = z.object({ account_id: rowId.optional(), network, label, credentials }).superRefine((form, ctx) => {
  for (const field of NETWORK_FIELDS[form.network]) {
    const value = (form.credentials[field.key] ?? "").trim();
    if (value !== "" && credentialFieldProblem(form.network, field, value) !== null) {
      ctx.addIssue({ code: "custom", path: ["credentials", field.key], message: INVALID_CREDENTIAL });
    }
  }
});

const idempotencyKey = ruled(idempotencyKeyProblem, { format: null });
const confirmFlag = z.coerce
  .number()
  .pipe(z.union([z.literal(0), z.literal(1)]))
  .default(0);

/** An account of the caller's: 3002 when unknown, deleted or someone else's. */
const OWN_ACCOUNT = [Code.NotFound];
/** Asking the network who the credentials belong to. */
const NETWORK_CALL = [Code.MultisendNetworkRefused, Code.MultisendNetworkUnavailable, Code.MultisendHostRefused];

/**
 * One-click multi-send of `user_msrv` (docs/multisend.md): the caller's connected accounts on
 * social networks (credentials encrypted at rest, secrets never answered), and the sends of
 * their published items to them, delivered by background jobs.
 */
export const multisend = {
  /** The networks and the credential fields each takes. */
  multisend_network_list: defineAction({
    auth: "none",
    input: noInput,
    output: returns<MultisendNetworkInfo[]>(),
    codes: [],
  }),
  /** The caller's connected accounts, secrets masked. */
  multisend_account_list: defineAction({
    auth: "required",
    input: noInput,
    output: returns<MultisendAccount[]>(),
    codes: [],
  }),
  /**
   * Connects an account (no `account_id`) or updates one: a blank secret field keeps the stored
   * value. Saving makes the account active again; `multisend_account_check` asks the network.
   */
  multisend_account_save: defineAction({
    auth: "required",
    input: accountForm,
    output: returns<MultisendAccount>(),
    codes: [...OWN_ACCOUNT, Code.MultisendCredentialsInvalid, Code.MultisendHostRefused, Code.MultisendTooManyAccounts],
  }),
  /** Removes an account and its stored credentials; its queued targets fail (`account_gone`). */
  multisend_account_del: defineAction({
    auth: "required",
    input: accountRef,
    output: returns<{ account_id: number }>(),
    codes: OWN_ACCOUNT,
  }),
  /**
   * Asks the network who the credentials belong to: answers the account with `remote_name`;
   * 805003 (and the account needs reconnecting) when the network refuses them.
   */
  multisend_account_check: defineAction({
    auth: "required",
    input: accountRef,
    output: returns<MultisendAccount>(),
    codes: [...OWN_ACCOUNT, ...NETWORK_CALL],
  }),
  /**
   * Sends one of the caller's published items to some of their accounts: one target per
   * account, each delivered by its own job. The same `idempotency_key` answers the same send.
   */
  multisend_send: defineAction({
    auth: "required",
    input: z.object({
      item_id: rowId,
      account_ids: z
        .array(rowId)
        .min(1)
        .max(MULTISEND_LIMITS.targetsMax)
        .transform((ids) => [...new Set(ids)]),
      idempotency_key: idempotencyKey,
    }),
    output: returns<MultisendPost>(),
    codes: [Code.NotFound, Code.PermissionDenied, Code.MultisendItemNotPublished, Code.MultisendNeedsReconnect],
  }),
  /** The caller's sends, newest first, with each target's state. */
  multisend_post_list: defineAction({
    auth: "required",
    input: z.object({ page, page_size: pageSize }),
    output: returns<Paged<MultisendPost>>(),
    codes: [],
  }),
  /**
   * Sends a failed target again; an unknown one (it may already be posted) only with
   * `confirm=1`. Answers the target, queued.
   */
  multisend_retry: defineAction({
    auth: "required",
    input: z.object({ target_id: rowId, confirm: confirmFlag }),
    output: returns<MultisendTarget>(),
    codes: [Code.NotFound, Code.MultisendNotRetriable, Code.MultisendConfirmRequired, Code.MultisendNeedsReconnect],
  }),
  /** The caller's open failure notices, newest first: one per failed or unknown target. */
  multisend_notice_list: defineAction({
    auth: "required",
    input: noInput,
    output: returns<MultisendNotice[]>(),
    codes: [],
  }),
  /** Dismisses a notice (a retry dismisses it too). */
  multisend_notice_dismiss: defineAction({
    auth: "required",
    input: z.object({ notice_id: rowId }),
    output: returns<{ notice_id: number }>(),
    codes: [Code.NotFound],
  }),
};
