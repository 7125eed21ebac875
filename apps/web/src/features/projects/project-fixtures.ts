import type { MyProjectDetail, MyProjectSummary, ProjectDetail, ProjectSummary } from "@icms/protocol";
import { AUTHOR } from "../../test/fake-gateway";

export function projectSummary(id: number, changes: Partial<ProjectSummary> = {}): ProjectSummary {
  return {
    project_id: id,
    lang: "en",
    langs: ["en"],
    title: `Project ${id}`,
    abstract: "A lending protocol",
    tags: ["defi"],
    cover_url: "/uploads/cover.png",
    logo_url: "/uploads/logo.png",
    official_url: "https://example.org",
    online_time: "2026-01-15",
    status: 1,
    owner: AUTHOR,
    cluster: null,
    created_at: "2026-11-01T10:00:00.000Z",
    updated_at: "2026-11-01T10:00:00.000Z",
    passed_at: null,
    ...changes,
  };
}

export function projectDetail(id: number, changes: Partial<ProjectDetail> = {}): ProjectDetail {
  return {
    ...projectSummary(id),
    content: "<p>The whole story.</p>",
    docs: [],
    socials: [],
    partners: [],
    apps: [],
    ...changes,
  };
}

export function myProject(id: number, changes: Partial<MyProjectDetail> = {}): MyProjectDetail {
  return { ...projectDetail(id), status: 3, forward_count: 0, reasons: [], history: [], ...changes };
}

export function myProjectSummary(id: number, changes: Partial<MyProjectSummary> = {}): MyProjectSummary {
  return { ...projectSummary(id), forward_count: 0, reasons: [], ...changes };
}
