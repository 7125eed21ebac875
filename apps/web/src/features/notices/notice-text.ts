import type { AuthorBrief, NoticeItem, NoticeMuteType } from "@icms/protocol";
import type { TFunction } from "i18next";
import { shortAddress } from "../../ui/address";

/** The name an actor goes by: the nickname, or the short wallet address without one. */
export function actorName(actor: Pick<AuthorBrief, "nickname" | "wallet_addr">): string {
  return actor.nickname.trim() || shortAddress(actor.wallet_addr);
}

/**
 * Who did it: "alice", "alice and bob", "alice and 12 others" (a group counts every event, the
 * latest actors come first). The platform's own notices have no actor.
 */
export function actorsText(t: TFunction, item: Pick<NoticeItem, "actors" | "count">): string {
  const [first, second] = item.actors;
  if (!first) return t("notices.actors.platform");
  const name = actorName(first);
  const others = Math.max(item.count, item.actors.length) - 1;
  if (others <= 0) return t("notices.actors.one", { name });
  if (others === 1)
    return second ? t("notices.actors.two", { name, other: actorName(second) }) : t("notices.actors.oneMore", { name });
  return t("notices.actors.many", { name, count: others });
}

/** The item as one sentence: "alice and 12 others liked “Title”". */
export function noticeSentence(t: TFunction, item: NoticeItem): string {
  return t(`notices.sentence.${item.kind}`, { actors: actorsText(t, item), target: item.target?.title ?? "" });
}

/** The kind's details that the item carries (reasons, an amount, a result), one line each. */
export function noticeDetails(t: TFunction, item: Pick<NoticeItem, "data">): string[] {
  const { reasons, amount, token, result, status, address } = item.data;
  const lines: string[] = [];
  if (reasons) lines.push(t("notices.data.reasons", { value: reasons }));
  if (amount) lines.push(t("notices.data.amount", { amount, token: token ?? "" }).trim());
  if (result) lines.push(t("notices.data.result", { value: result }));
  if (status) lines.push(t("notices.data.status", { value: status }));
  if (address) lines.push(t("notices.data.address", { value: address }));
  return lines;
}

/** What the live region says when an item arrives. */
export function announceText(t: TFunction, item: NoticeItem): string {
  return t("notices.newNotice", { text: noticeSentence(t, item) });
}

const MUTE_TYPES: Record<NoticeMuteType, true> = {
  article: true,
  video: true,
  wiki: true,
  topic: true,
  planet: true,
  course: true,
  proposal: true,
};

/**
 * The thread or planet an item may be muted by: the one the gateway names (`thread`), else its
 * target when that is a thread or a planet.
 */
export function muteTarget(item: Pick<NoticeItem, "thread" | "target">): { type: NoticeMuteType; id: number } | null {
  const type = item.thread?.type ?? item.target?.type;
  const id = Number(item.thread?.id ?? item.target?.id);
  if (!type || !(type in MUTE_TYPES) || !Number.isInteger(id) || id <= 0) return null;
  return { type: type as NoticeMuteType, id };
}
