import type { ApiLang, ReviewDecision, ReviewKind, ReviewVote } from "@icms/protocol";
import { sql } from "kysely";
import type { Queryable } from "../../../db/db.js";
import { reasonColumn } from "./tally.js";

interface VoteRow {
  wallet_addr: string;
  nickname: string;
  decision: ReviewDecision;
  reason: string | null;
  signature: string;
  weight: number;
  token_ids: string[] | null;
  created_at: Date | string;
}

/** The open round's decisions on one item, oldest first, with each signature and the NFTs it spoke for. */
export async function openVotes(q: Queryable, kind: ReviewKind, id: number, lang: ApiLang): Promise<ReviewVote[]> {
  const { rows } = await sql<VoteRow>`SELECT d.wallet_addr, u.nickname, d.decision,
      CASE WHEN btrim(d.reason) <> '' THEN d.reason ELSE ${reasonColumn(lang)} END AS reason, d.signature, d.weight,
      ARRAY(SELECT t.token_id::text FROM review_decision_tokens t WHERE t.decision_id = d.id ORDER BY t.token_id)
        AS token_ids,
      d.created_at
    FROM review_decisions d JOIN users u ON u.uid = d.reviewer_uid LEFT JOIN review_reasons r ON r.id = d.reason_id
    WHERE d.kind = ${kind} AND d.item_id = ${id} AND NOT d.settled
    ORDER BY d.id`.execute(q.kysely);
  return rows.map((row) => ({
    wallet_addr: row.wallet_addr,
    nickname: row.nickname,
    decision: row.decision,
    reason: row.reason ?? "",
    signature: row.signature,
    weight: row.weight,
    token_ids: row.token_ids ?? [],
    created_at: new Date(row.created_at).toISOString(),
  }));
}
