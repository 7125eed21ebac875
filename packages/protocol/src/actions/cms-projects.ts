/**
 * Projects (`appcms_msrv`: `project_*`, docs/projects.md). An owner builds a project in a wizard
 * (basic info, the bound special, channel or planet, then documents, social links, partners and
 * apps); it is saved as a draft (status 3) as they go, submitted with `project_edit_finish`
 * (status 0 pending) and reviewed by X-Men (`dao_project_*`): passed (1) it is listed, refused
 * (2) it carries the reasons and can be edited and submitted again.
 */
import { z } from "zod";
import { Code } from "../errors/codes.js";
import {
  CLUSTER_KINDS,
  clusterNameProblem,
  linkProblem,
  optionalDateProblem,
  optionalLinkProblem,
  projectItemNameProblem,
  requestKeyProblem,
} from "../rules/project.js";
import { abstract, contentLang, coverUrl, flag, id, richText, tags, title } from "./cms-fields.js";
import { type Paged, page, pageSize } from "./common.js";
import { defineAction, returns } from "./define.js";
import type {
  MyProjectDetail,
  MyProjectSummary,
  NameTaken,
  ProjectApp,
  ProjectCluster,
  ProjectDetail,
  ProjectDoc,
  ProjectPartner,
  ProjectSaveResult,
  ProjectSocial,
  ProjectSummary,
} from "./project-types.js";
import { ruled } from "./rule-schema.js";

const itemName = ruled(projectItemNameProblem, { required: null, tooLong: null });
const link = ruled(linkProblem, { required: null, tooLong: null, format: null });
const optionalLink = ruled(optionalLinkProblem, { tooLong: null, format: null }).default("");
const optionalDate = ruled(optionalDateProblem, { format: null }).default("");
const clusterName = ruled(clusterNameProblem, { required: null, tooLong: null });
const keyword = z.string().trim().max(50).optional();
const projectRef = z.object({ project_id: id });

/** The texts of one language version. `content` is required (a project page without it says nothing). */
const textFields = {
  title,
  abstract,
  content: richText.refine((value) => value.trim() !== "", { message: "required" }),
  tags,
};

/** Basic info: the texts of the first language and what every version shares. */
const basicFields = {
  lang: contentLang,
  ...textFields,
  cover_url: coverUrl,
  logo_url: coverUrl,
  official_url: optionalLink,
  /** The launch date, `YYYY-MM-DD`, or empty. */
  online_time: optionalDate,
};

/** The caller's own project: 3002 when unknown, 1006 when someone else's. */
const OWN = [Code.NotFound, Code.PermissionDenied];
/** A change to the owner's project: also refused while it waits in review (801180). */
const CHANGE = [...OWN, Code.ProjectPending];
/** Adding an item: also refused past 50 of its kind (801183). */
const ADD = [...CHANGE, Code.ProjectItemsFull];

/** A public read of a passed project's part. */
const publicPart = <T>() =>
  defineAction({ auth: "optional", input: projectRef, output: returns<T[]>(), codes: [Code.NotFound] });
/** The owner's read of their project's part, in any status. */
const myPart = <T>() => defineAction({ auth: "required", input: projectRef, output: returns<T[]>(), codes: OWN });

export const cmsProjects = {
  /** Passed projects, newest first; `tag`, `keyword` (title) and `lang` (the language of a version) filter. */
  project_list: defineAction({
    auth: "optional",
    input: z.object({ page, page_size: pageSize, tag: keyword, keyword, lang: contentLang.optional() }),
    output: returns<Paged<ProjectSummary>>(),
    codes: [],
  }),
  /**
   * A passed project's page, in `lang` when it has that version (else the caller's language, else
   * its first). `is_forward` 1 with `forward_uid` credits the user who forwarded the link, once per visitor.
   */
  project_detail: defineAction({
    auth: "optional",
    input: z.object({
      project_id: id,
      lang: contentLang.optional(),
      is_forward: flag.default(0),
      forward_uid: id.optional(),
    }),
    output: returns<ProjectDetail>(),
    codes: [Code.NotFound],
  }),
  project_app_list: publicPart<ProjectApp>(),
  project_cluster_list: publicPart<ProjectCluster>(),
  project_doc_list: publicPart<ProjectDoc>(),
  project_partner_list: publicPart<ProjectPartner>(),
  project_social_list: publicPart<ProjectSocial>(),

  /** The caller's projects in every status (or one), newest change first. */
  project_my_list: defineAction({
    auth: "required",
    input: z.object({
      page,
      page_size: pageSize,
      status: z.coerce
        .number()
        .int()
        .pipe(z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]))
        .optional(),
    }),
    output: returns<Paged<MyProjectSummary>>(),
    codes: [],
  }),
  /** The caller's project in any status, with its forward count and review history. */
  project_my_detail: defineAction({
    auth: "required",
    input: z.object({ project_id: id, lang: contentLang.optional() }),
    output: returns<MyProjectDetail>(),
    codes: OWN,
  }),
  project_my_app_list: myPart<ProjectApp>(),
  project_my_cluster_list: myPart<ProjectCluster>(),
  project_my_doc_list: myPart<ProjectDoc>(),
  project_my_partner_list: myPart<ProjectPartner>(),
  project_my_social_list: myPart<ProjectSocial>(),

  /**
   * The wizard's first step: a new draft (status 3). `request_key` (a UUID the wizard makes once)
   * makes the call idempotent: sent again, it answers the same project and changes nothing.
   */
  project_add_save: defineAction({
    auth: "required",
    input: z.object({ request_key: ruled(requestKeyProblem, { format: null }), ...basicFields }),
    output: returns<ProjectSaveResult>(),
    codes: [],
  }),
  /**
   * Edits the basic info: the texts of the `lang` version (3002 when the project has none) and
   * the shared fields. A passed or refused project becomes a draft until submitted again.
   */
  project_edit_save: defineAction({
    auth: "required",
    input: projectRef.extend(basicFields),
    output: returns<ProjectSaveResult>(),
    codes: CHANGE,
  }),
  /** Adds a language version (801115 when the project has one in `lang`). */
  project_addlang_save: defineAction({
    auth: "required",
    input: projectRef.extend({ lang: contentLang, ...textFields }),
    output: returns<ProjectSaveResult>(),
    codes: [...CHANGE, Code.LanguageProjectExists],
  }),
  /**
   * Submits the project for review (status 0): a draft or a refused project with a bound cluster
   * (801182 without). 801180 while it already waits, 801121 once it has passed.
   */
  project_edit_finish: defineAction({
    auth: "required",
    input: projectRef,
    output: returns<ProjectSaveResult>(),
    codes: [...CHANGE, Code.ReviewPassed, Code.ProjectClusterRequired],
  }),

  /** Whether a special (`special_type` 1) or channel (2) of this name exists, ignoring case. */
  project_check_special_isexist: defineAction({
    auth: "optional",
    input: z.object({
      name: clusterName,
      special_type: z.coerce
        .number()
        .pipe(z.union([z.literal(1), z.literal(2)]))
        .optional(),
    }),
    output: returns<NameTaken>(),
    codes: [],
  }),
  /** Whether a planet of this name exists, ignoring case. */
  project_check_circle_isexist: defineAction({
    auth: "optional",
    input: z.object({ name: clusterName }),
    output: returns<NameTaken>(),
    codes: [],
  }),
  /**
   * Creates the project's special, channel or planet (named `name`, with the project's logo,
   * abstract and tags) and binds it. 801117 when a cluster of that name exists; 801181 once the
   * project has one (a bound cluster cannot be changed).
   */
  project_cluster_add_save: defineAction({
    auth: "required",
    input: projectRef.extend({ kind: z.enum(CLUSTER_KINDS), name: clusterName }),
    output: returns<ProjectCluster>(),
    codes: [...CHANGE, Code.ClusterExists, Code.ProjectClusterBound],
  }),

  /** 801116 when the project has an app of that name or download link. */
  project_app_add_save: defineAction({
    auth: "required",
    input: projectRef.extend({ name: itemName, download_url: link }),
    output: returns<ProjectApp>(),
    codes: [...ADD, Code.SameApp],
  }),
  project_app_del_save: defineAction({
    auth: "required",
    input: z.object({ app_id: id }),
    output: returns<null>(),
    codes: CHANGE,
  }),
  /** 801118 when the project has a document of that file name or link; `doc_time` defaults to today. */
  project_doc_add_save: defineAction({
    auth: "required",
    input: projectRef.extend({ file_name: itemName, link, doc_time: optionalDate }),
    output: returns<ProjectDoc>(),
    codes: [...ADD, Code.SameDoc],
  }),
  project_doc_del_save: defineAction({
    auth: "required",
    input: z.object({ doc_id: id }),
    output: returns<null>(),
    codes: CHANGE,
  }),
  /** A partner needs a logo (an uploaded image); 801119 when the project has one of that name. */
  project_partner_add_save: defineAction({
    auth: "required",
    input: projectRef.extend({ name: itemName, url: link, logo_url: coverUrl }),
    output: returns<ProjectPartner>(),
    codes: [...ADD, Code.SamePartner],
  }),
  project_partner_del_save: defineAction({
    auth: "required",
    input: z.object({ partner_id: id }),
    output: returns<null>(),
    codes: CHANGE,
  }),
  /** Name and URL are required; 801114 when the project has a social link of that name. */
  project_social_add_save: defineAction({
    auth: "required",
    input: projectRef.extend({ name: itemName, url: link }),
    output: returns<ProjectSocial>(),
    codes: [...ADD, Code.SameName],
  }),
  project_social_del_save: defineAction({
    auth: "required",
    input: z.object({ social_id: id }),
    output: returns<null>(),
    codes: CHANGE,
  }),
};
