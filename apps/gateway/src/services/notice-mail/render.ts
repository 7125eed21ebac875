import { NOTICE_TABS, type NoticeKind, type NoticeTab } from "@icms/protocol";
import { fill, type MailStrings } from "./strings.js";

/** A notification as a mail shows it: the actors by nickname, the target as it was recorded. */
export interface MailNotice {
  id: number;
  kind: NoticeKind;
  count: number;
  /** The latest actors' nicknames, newest first. */
  actors: string[];
  title: string;
  /** The web app's path of the target; empty when it has none or it was deleted. */
  url: string;
  data: Record<string, string>;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** The links a notification mail carries besides each item's own. */
interface MailLinks {
  /** Absolute URL of the web app, to which item paths are appended. */
  origin: string;
  settings: string;
  /** Per kind present in the mail, its one-kind unsubscribe link. */
  unsubscribe: Partial<Record<NoticeKind, string>>;
  /** The digest's own link (every digest kind off); absent on an instant mail. */
  unsubscribeDigest?: string;
}

const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => escapes[c] as string);
}

/** "alice", "alice and bob", "alice and 12 others". */
function who(s: MailStrings, notice: MailNotice): string {
  const [a, b] = notice.actors;
  if (a === undefined) return s.who.nobody;
  if (notice.count <= 1) return a;
  if (notice.count === 2 && b !== undefined) return fill(s.who.two, { a, b });
  return fill(s.who.others, { a, n: notice.count - 1 });
}

/** The one sentence that says what happened, and the kind's details (reasons, an amount). */
function noticeLines(s: MailStrings, notice: MailNotice): string[] {
  const line = fill(s.kinds[notice.kind].line, { who: who(s, notice), title: notice.title });
  const details: string[] = [];
  if (notice.data.reasons) details.push(fill(s.reasons, { value: notice.data.reasons }));
  if (notice.data.amount) {
    details.push(fill(s.amount, { value: `${notice.data.amount}${notice.data.token ? ` ${notice.data.token}` : ""}` }));
  }
  return [line, ...details];
}

function itemUrl(links: MailLinks, notice: MailNotice): string | null {
  return notice.url.startsWith("/") ? `${links.origin}${notice.url}` : null;
}

function page(bodyHtml: string): string {
  return `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#222;max-width:560px">${bodyHtml}</body></html>`;
}

function link(url: string, label: string): string {
  return `<a href="${escapeHtml(url)}">${escapeHtml(label)}</a>`;
}

export function renderConfirm(s: MailStrings, email: string, confirmUrl: string): RenderedMail {
  const lines = s.confirmBody.map((line) => fill(line, { email, link: confirmUrl }));
  const html = s.confirmBody
    .map((line) =>
      line === "{link}" ? `<p>${link(confirmUrl, s.confirmButton)}</p>` : `<p>${escapeHtml(fill(line, { email }))}</p>`,
    )
    .join("");
  return { subject: `${s.site}: ${s.confirmSubject}`, text: `${lines.join("\n\n")}\n`, html: page(html) };
}

function footer(s: MailStrings, links: MailLinks, kinds: NoticeKind[], why: string): { text: string[]; html: string } {
  const rows: [string, string][] = kinds.flatMap((kind) => {
    const url = links.unsubscribe[kind];
    return url ? [[fill(s.unsubscribeKind, { kind: s.kinds[kind].label }), url] as [string, string]] : [];
  });
  if (links.unsubscribeDigest) rows.push([s.unsubscribeDigest, links.unsubscribeDigest]);
  rows.push([s.allSettings, links.settings]);
  return {
    text: ["--", why, ...rows.map(([label, url]) => `${label}: ${url}`)],
    html: `<hr><p style="font-size:12px;color:#666">${escapeHtml(why)}<br>${rows.map(([label, url]) => link(url, label)).join("<br>")}</p>`,
  };
}

/** One notification, mailed at once. */
export function renderInstant(s: MailStrings, notice: MailNotice, links: MailLinks): RenderedMail {
  const lines = noticeLines(s, notice);
  const url = itemUrl(links, notice);
  const foot = footer(s, links, [notice.kind], s.instantFooter);
  const text = [...lines, ...(url ? [`${s.open}: ${url}`] : []), "", ...foot.text].join("\n");
  const html = `<p>${lines.map(escapeHtml).join("<br>")}</p>${url ? `<p>${link(url, s.open)}</p>` : ""}${foot.html}`;
  return { subject: `${s.site}: ${lines[0]}`, text: `${text}\n`, html: page(html) };
}

const TAB_ORDER = (Object.keys(NOTICE_TABS) as NoticeTab[]).filter(
  (tab): tab is Exclude<NoticeTab, "all"> => tab !== "all",
);

/** The digest: the notifications grouped under their tab's heading, newest first within each. */
export function renderDigest(s: MailStrings, notices: MailNotice[], links: MailLinks): RenderedMail {
  const text: string[] = [s.digestIntro, ""];
  let html = `<p>${escapeHtml(s.digestIntro)}</p>`;
  for (const tab of TAB_ORDER) {
    const kinds = NOTICE_TABS[tab] as readonly NoticeKind[];
    const items = notices.filter((notice) => kinds.includes(notice.kind));
    if (items.length === 0) continue;
    text.push(`## ${s.tabs[tab]}`);
    html += `<h3 style="margin-bottom:4px">${escapeHtml(s.tabs[tab])}</h3><ul>`;
    for (const notice of items) {
      const lines = noticeLines(s, notice);
      const url = itemUrl(links, notice);
      text.push(`- ${lines.join(" · ")}${url ? `\n  ${url}` : ""}`);
      html += `<li>${escapeHtml(lines.join(" · "))}${url ? ` ${link(url, s.open)}` : ""}</li>`;
    }
    text.push("");
    html += "</ul>";
  }
  const kinds = [...new Set(notices.map((notice) => notice.kind))];
  const foot = footer(s, links, kinds, s.digestFooter);
  return {
    subject: `${s.site}: ${fill(s.digestSubject, { n: notices.length })}`,
    text: `${[...text, ...foot.text].join("\n")}\n`,
    html: page(html + foot.html),
  };
}
