import {
  linkProblem,
  type MyProjectDetail,
  optionalDateProblem,
  PROJECT_LIMITS,
  projectItemNameProblem,
} from "@icms/protocol";
import type { TranslationKey } from "../../../i18n";
import type { ItemKind } from "../my-queries";
import type { WizardStep } from "../paths";

type FieldKind = "name" | "link" | "date" | "logo";

interface ItemField {
  /** The field of the add call. */
  name: string;
  kind: FieldKind;
  label: TranslationKey;
}

/** One optional step of the wizard: a list of documents, social links, partners or apps. */
export interface ItemStepConfig {
  kind: ItemKind;
  step: WizardStep;
  fields: ItemField[];
  /** The saved items, each as its id, its name and a line under it. */
  items: (project: MyProjectDetail) => { id: number; name: string; detail: string; logo?: string }[];
}

export const ITEM_STEPS: Record<ItemKind, ItemStepConfig> = {
  doc: {
    kind: "doc",
    step: "doc_form",
    fields: [
      { name: "file_name", kind: "name", label: "projects.items.fileName" },
      { name: "link", kind: "link", label: "projects.items.link" },
      { name: "doc_time", kind: "date", label: "projects.items.docTime" },
    ],
    items: (p) => p.docs.map((d) => ({ id: d.doc_id, name: d.file_name, detail: `${d.link} · ${d.doc_time}` })),
  },
  social: {
    kind: "social",
    step: "social_form",
    fields: [
      { name: "name", kind: "name", label: "projects.items.socialName" },
      { name: "url", kind: "link", label: "projects.items.url" },
    ],
    items: (p) => p.socials.map((s) => ({ id: s.social_id, name: s.name, detail: s.url })),
  },
  partner: {
    kind: "partner",
    step: "partner_form",
    fields: [
      { name: "name", kind: "name", label: "projects.items.partnerName" },
      { name: "url", kind: "link", label: "projects.items.url" },
      { name: "logo_url", kind: "logo", label: "projects.items.logo" },
    ],
    items: (p) => p.partners.map((x) => ({ id: x.partner_id, name: x.name, detail: x.url, logo: x.logo_url })),
  },
  app: {
    kind: "app",
    step: "client_form",
    fields: [
      { name: "name", kind: "name", label: "projects.items.appName" },
      { name: "download_url", kind: "link", label: "projects.items.downloadUrl" },
    ],
    items: (p) => p.apps.map((a) => ({ id: a.app_id, name: a.name, detail: a.download_url })),
  },
};

/** What is wrong with one field's value, as a key of the bundle; null when it can be sent. */
function itemFieldProblem(
  kind: FieldKind,
  value: string,
): { key: TranslationKey; values?: Record<string, unknown> } | null {
  if (kind === "name") {
    const problem = projectItemNameProblem(value);
    if (problem === "required") return { key: "projects.form.required" };
    return problem ? { key: "projects.form.tooLong", values: { max: PROJECT_LIMITS.itemNameMaxChars } } : null;
  }
  if (kind === "link") {
    const problem = linkProblem(value);
    return problem === "required"
      ? { key: "projects.form.required" }
      : problem
        ? { key: "projects.form.linkInvalid" }
        : null;
  }
  if (kind === "date") return optionalDateProblem(value) ? { key: "projects.form.dateInvalid" } : null;
  return value ? null : { key: "projects.form.logoRequired" };
}

/** Every field's problem, by field name. */
export function itemProblems(config: ItemStepConfig, values: Record<string, string>) {
  const problems: Record<string, { key: TranslationKey; values?: Record<string, unknown> }> = {};
  for (const field of config.fields) {
    const problem = itemFieldProblem(field.kind, values[field.name] ?? "");
    if (problem) problems[field.name] = problem;
  }
  return problems;
}
