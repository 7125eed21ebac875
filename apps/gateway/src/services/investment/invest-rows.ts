import type { InstitutionType, InvestCoopForm, InvestGbookEntry, InvestReply, InvestSubmission } from "@icms/protocol";
import type { Selectable } from "kysely";
import type { InvestCoopForms, InvestGbookEntries } from "../../db/schema.js";
import { iso } from "../../shared/dates.js";

type Answered = { reply: string | null; replied_at: Date | string | null };

const toReply = (row: Answered): InvestReply | null =>
  row.reply === null || row.replied_at === null ? null : { content: row.reply, replied_at: iso(row.replied_at) };

export function toCoopForm(row: Selectable<InvestCoopForms>): InvestCoopForm {
  return {
    coop_id: row.id,
    institution_name: row.institution_name,
    institution_type: row.institution_type as InstitutionType,
    description: row.description,
    official_site: row.official_site,
    contact_email: row.contact_email,
    created_at: iso(row.created_at),
    reply: toReply(row),
  };
}

export function toGbookEntry(row: Selectable<InvestGbookEntries>): InvestGbookEntry {
  return {
    gbook_id: row.id,
    institution_name: row.institution_name,
    contact_name: row.contact_name,
    phone: row.phone,
    email: row.email,
    remark: row.remark,
    created_at: iso(row.created_at),
    reply: toReply(row),
  };
}

/** One row of the operators' list, the two tables brought to one shape (see `submissions.ts`). */
export interface SubmissionRow extends Answered {
  kind: "coop" | "gbook";
  id: number;
  institution_name: string;
  institution_type: string | null;
  contact_name: string;
  email: string;
  phone: string;
  official_site: string;
  text: string;
  created_at: Date | string;
  uid: number | null;
  nickname: string | null;
  avatar_url: string | null;
  wallet_addr: string | null;
}

export function toSubmission(row: SubmissionRow): InvestSubmission {
  return {
    kind: row.kind,
    submission_id: row.id,
    institution_name: row.institution_name,
    institution_type: row.institution_type as InstitutionType | null,
    contact_name: row.contact_name,
    email: row.email,
    phone: row.phone,
    official_site: row.official_site,
    text: row.text,
    submitter:
      row.uid === null
        ? null
        : {
            uid: row.uid,
            nickname: row.nickname ?? "",
            avatar_url: row.avatar_url ?? "",
            wallet_addr: row.wallet_addr ?? "",
          },
    created_at: iso(row.created_at),
    reply: toReply(row),
  };
}
