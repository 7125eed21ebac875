import type { ContentLang } from "@icms/protocol";

/** One subject of the demo content, written for one language. */
export interface SeedTopic {
  /** Same key in every language; it picks the cover and the tags' order. */
  key: TopicKey;
  /** As a heading: "Rollups". */
  name: string;
  /** In the middle of a sentence, when it differs: "rollups". */
  inline?: string;
  tags: string[];
  paragraphs: [string, string, string];
}

/** A way of writing about a topic: a title, an abstract, a lead and a closing line. */
export interface SeedAngle {
  key: string;
  howto: boolean;
  video: boolean;
  /** Each gets the topic's heading name and its in-sentence form. */
  title: (name: string, inline: string) => string;
  abstract: (name: string, inline: string) => string;
  lead: (name: string, inline: string) => string;
  /** HowTo steps, rendered as a numbered list. */
  steps?: (name: string, inline: string) => string[];
  closing: string;
}

export interface SeedLanguage {
  lang: ContentLang;
  topics: SeedTopic[];
  angles: SeedAngle[];
  specials: { name: string; abstract: string; tags: string[] }[];
  channel: { name: string; abstract: string; tags: string[] };
  comments: string[];
  bio: string;
}

export const TOPIC_KEYS = [
  "rollups",
  "account-abstraction",
  "stablecoins",
  "dao-governance",
  "zk-proofs",
  "staking",
  "amm",
  "lending",
  "nft",
  "bridges",
  "self-custody",
  "oracles",
] as const;
type TopicKey = (typeof TOPIC_KEYS)[number];

/** Joins a lead, the topic's paragraphs (rotated for variety), steps and a closing into HTML. */
export function articleBody(angle: SeedAngle, topic: SeedTopic, rotation: number): string {
  const paragraphs = [...topic.paragraphs.slice(rotation % 3), ...topic.paragraphs.slice(0, rotation % 3)];
  const inline = topic.inline ?? topic.name;
  const steps = angle.steps?.(topic.name, inline);
  return [
    `<p>${angle.lead(topic.name, inline)}</p>`,
    `<h2>${topic.name}</h2>`,
    ...paragraphs.slice(0, 2).map((p) => `<p>${p}</p>`),
    steps ? `<ol>${steps.map((s) => `<li>${s}</li>`).join("")}</ol>` : "",
    `<p>${paragraphs[2]}</p>`,
    `<blockquote>${angle.closing}</blockquote>`,
  ].join("\n");
}
