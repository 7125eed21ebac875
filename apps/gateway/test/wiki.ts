import { type ActionInput, type Api, api } from "@icms/protocol";
import { mediaUrl, type Member } from "./cms.js";

type EntryInput = ActionInput<Api["appcms_msrv"]["wiki_add_save"]>;

let serial = 0;
/** A valid wiki entry form; `overrides` change any field. */
export function entryForm(overrides: Partial<EntryInput> = {}): EntryInput {
  serial += 1;
  return {
    title: `Merkle tree ${serial}`,
    abstract: "A tree of hashes.",
    content: "<p>Every leaf is hashed and every parent hashes its two children.</p>",
    cover_url: mediaUrl("image"),
    tags: "hashing,merkle",
    category_id: 1,
    lang: "en",
    reason: "First version",
    ...overrides,
  } as EntryInput;
}

/** Writes a wiki entry as `who`; answers its id and first commit. */
export async function addEntry(who: Member, overrides: Partial<EntryInput> = {}) {
  return who.client.call(api.appcms_msrv.wiki_add_save, entryForm(overrides));
}

/** Edits the entry on top of its newest commit with the given body and reason. */
export async function editEntry(who: Member, articleId: number, content: string, reason: string) {
  const detail = await who.client.call(api.appcms_msrv.wiki_detail, { article_id: articleId });
  const r = detail.revision;
  return who.client.call(api.appcms_msrv.wiki_edit_save, {
    article_id: articleId,
    base_commit_id: detail.head_commit_id,
    title: r.title,
    abstract: r.abstract,
    content,
    cover_url: r.cover_url,
    tags: r.tags.join(","),
    category_id: r.category_id,
    reason,
  });
}
