import {
  LIMITS,
  linkProblem,
  type MyProjectDetail,
  mediaUrlProblem,
  optionalDateProblem,
  PROJECT_LIMITS,
  projectItemNameProblem,
  UPLOAD_KINDS,
} from "@icms/protocol";
import type { TranslationKey } from "../../../i18n";
import { type FieldCheck, type FieldMessage, type FormChecks, ruleCheck } from "../../../ui/form/rule-checks";
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

/** What the add form of a step holds: each field's text, by the add call's field name. */
export type ItemValues = Record<string, string>;

const tooLong = (max: number): FieldMessage => ({ key: "projects.form.tooLong", values: { max } });

/** Each kind of field by the protocol's rule the gateway runs on it. */
const FIELD_CHECKS: Record<FieldKind, FieldCheck<ItemValues, string>> = {
  name: ruleCheck(projectItemNameProblem, {
    required: { key: "projects.form.required" },
    tooLong: tooLong(PROJECT_LIMITS.itemNameMaxChars),
  }),
  link: ruleCheck(linkProblem, {
    required: { key: "projects.form.required" },
    tooLong: tooLong(LIMITS.urlMaxChars),
    format: { key: "projects.form.linkInvalid" },
  }),
  date: ruleCheck(optionalDateProblem, { format: { key: "projects.form.dateInvalid" } }),
  logo: ruleCheck((url) => mediaUrlProblem("image", url), {
    required: { key: "projects.form.logoRequired" },
    tooLong: tooLong(LIMITS.urlMaxChars),
    format: { key: "projects.form.imageFormat", values: { formats: UPLOAD_KINDS.image.extensions.join(", ") } },
  }),
};

/** The add form's checks: every field of the step by its kind. */
export function itemChecks(config: ItemStepConfig): FormChecks<ItemValues> {
  return Object.fromEntries(config.fields.map((field) => [field.name, FIELD_CHECKS[field.kind]]));
}

/** The add form's empty values. */
export function emptyItem(config: ItemStepConfig): ItemValues {
  return Object.fromEntries(config.fields.map((field) => [field.name, ""]));
}
