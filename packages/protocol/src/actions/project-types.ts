import type { ContentLang } from "../content.js";
import type { ClusterKind } from "../rules/project.js";
import type { ReviewTally, ReviewVote } from "./dao-review.js";
import type { AuthorBrief } from "./user.js";

/** Project status (product-spec section 4): 0 pending, 1 pass, 2 refused, 3 draft. */
export const PROJECT_STATUS = { pending: 0, pass: 1, refused: 2, draft: 3 } as const;
export type ProjectStatus = (typeof PROJECT_STATUS)[keyof typeof PROJECT_STATUS];

/** The special, channel or planet bound to a project. */
export interface ProjectCluster {
  kind: ClusterKind;
  /** The special's or channel's `special_id`, or the planet's `circle_id`. */
  cluster_id: number;
  name: string;
  bound_at: string;
}

export interface ProjectDoc {
  doc_id: number;
  file_name: string;
  link: string;
  /** The document's date, `YYYY-MM-DD`. */
  doc_time: string;
  created_at: string;
}

export interface ProjectSocial {
  social_id: number;
  name: string;
  url: string;
}

export interface ProjectPartner {
  partner_id: number;
  name: string;
  url: string;
  logo_url: string;
}

export interface ProjectApp {
  app_id: number;
  name: string;
  download_url: string;
}

/** A project in lists, in one of its language versions. Dates are ISO 8601. */
export interface ProjectSummary {
  project_id: number;
  /** The language of the texts shown (`title`, `abstract`, `content`, `tags`). */
  lang: ContentLang;
  /** Every language the project has a version in, its first language first. */
  langs: ContentLang[];
  title: string;
  abstract: string;
  tags: string[];
  cover_url: string;
  logo_url: string;
  official_url: string;
  /** The project's launch date, `YYYY-MM-DD`, or null when not given. */
  online_time: string | null;
  status: ProjectStatus;
  owner: AuthorBrief;
  cluster: ProjectCluster | null;
  created_at: string;
  updated_at: string;
  /** When it first passed review, or null. */
  passed_at: string | null;
}

/** A project's page. */
export interface ProjectDetail extends ProjectSummary {
  /** Cleaned HTML: safe to render as is. */
  content: string;
  docs: ProjectDoc[];
  socials: ProjectSocial[];
  partners: ProjectPartner[];
  apps: ProjectApp[];
}

/** One event of a project's review history: a submission or a decision, with its reasons. */
export interface ProjectHistoryEntry {
  event: "submit" | "pass" | "refuse";
  /** The reasons of a refusal in the caller's language (or the reviewers' own text); empty otherwise. */
  reasons: string[];
  created_at: string;
}

/** A project as its owner sees it in their list. */
export interface MyProjectSummary extends ProjectSummary {
  /** Credited forwards of the project: distinct visitors who came through someone's forwarded link. */
  forward_count: number;
  /** The reasons of the latest refusal (empty unless status is 2). */
  reasons: string[];
}

/** A project as its owner sees it: everything, with the forward count and the review history (newest first). */
export interface MyProjectDetail extends ProjectDetail {
  forward_count: number;
  reasons: string[];
  history: ProjectHistoryEntry[];
}

/** What a save answers. */
export interface ProjectSaveResult {
  project_id: number;
  status: ProjectStatus;
}

/** Whether a name is taken. */
export interface NameTaken {
  exists: boolean;
}

/** A project waiting in the member review. */
export interface ReviewProject extends ProjectSummary {
  review: ReviewTally;
}
export interface ReviewProjectDetail extends ReviewProject {
  content: string;
  docs: ProjectDoc[];
  socials: ProjectSocial[];
  partners: ProjectPartner[];
  apps: ProjectApp[];
  votes: ReviewVote[];
  /** Earlier rounds of this project (submissions and decisions), newest first. */
  history: ProjectHistoryEntry[];
}
