import { z } from "zod";
import { CONTENT_LIMITS } from "../content.js";
import { type Paged, page, pageSize } from "./common.js";
import {
  abstract,
  batchIds,
  contentStatus,
  coverUrl,
  flag,
  id,
  specialName,
  statusChange,
  tags,
} from "./cms-fields.js";
import type { BatchResult, FollowToggle, SpecialDetail, SpecialSummary, TagInfo } from "./cms-types.js";
import { defineAction, returns } from "./define.js";

const group = "appcms_msrv";
const paging = { page, page_size: pageSize };
const specialType = z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)]));
const specialRef = z.object({ special_id: id });

const specialForm = {
  special_type: specialType.default(1),
  name: specialName,
  abstract,
  cover_url: coverUrl,
  tags,
  is_open: flag.default(1),
};

export const cmsSpecials = {
  /** Public specials and channels, newest first; `keyword` matches the name. */
  special_list: defineAction({
    group,
    name: "special_list",
    auth: "optional",
    input: z.object({
      ...paging,
      special_type: specialType.optional(),
      uid: id.optional(),
      keyword: z.string().trim().min(1).max(30).optional(),
    }),
    output: returns<Paged<SpecialSummary>>(),
  }),
  /** The specials and channels the caller follows. */
  special_join_list: defineAction({
    group,
    name: "special_join_list",
    auth: "required",
    input: z.object({ ...paging, special_type: specialType.optional() }),
    output: returns<Paged<SpecialSummary>>(),
  }),
  special_detail: defineAction({
    group,
    name: "special_detail",
    auth: "optional",
    input: specialRef,
    output: returns<SpecialDetail>(),
  }),
  /** Follows, or unfollows when already following (`status_code` 801107 / 801108). */
  special_add_follow: defineAction({
    group,
    name: "special_add_follow",
    auth: "required",
    input: specialRef,
    output: returns<FollowToggle>(),
  }),
  /** Deletes specials with no articles left in them (801112 otherwise). */
  special_del_save: defineAction({
    group,
    name: "special_del_save",
    auth: "required",
    input: z.object({ ids: batchIds }),
    output: returns<BatchResult>(),
  }),
  special_set_status: defineAction({
    group,
    name: "special_set_status",
    auth: "required",
    input: statusChange,
    output: returns<BatchResult>(),
  }),
  my_special_list: defineAction({
    group,
    name: "my_special_list",
    auth: "required",
    input: z.object({
      ...paging,
      special_type: specialType.optional(),
      status: contentStatus.exclude(["deleted"]).optional(),
    }),
    output: returns<Paged<SpecialSummary>>(),
  }),
  my_special_detail: defineAction({
    group,
    name: "my_special_detail",
    auth: "required",
    input: specialRef,
    output: returns<SpecialDetail>(),
  }),
  special_add_save: defineAction({
    group,
    name: "special_add_save",
    auth: "required",
    input: z.object(specialForm),
    output: returns<SpecialDetail>(),
  }),
  special_edit_save: defineAction({
    group,
    name: "special_edit_save",
    auth: "required",
    input: z.object({ special_id: id, ...specialForm }),
    output: returns<SpecialDetail>(),
  }),
  /** Tags by how many online items carry them; `keyword` matches the start of the name. */
  tags_list: defineAction({
    group,
    name: "tags_list",
    auth: "optional",
    input: z.object({ ...paging, keyword: z.string().trim().min(1).max(CONTENT_LIMITS.tagMaxChars).optional() }),
    output: returns<Paged<TagInfo>>(),
  }),
  /** Follows a tag, or unfollows it when already following (`status_code` 3007 / 3008). */
  tags_add_follow: defineAction({
    group,
    name: "tags_add_follow",
    auth: "required",
    input: z.object({ tag_id: id }),
    output: returns<FollowToggle>(),
  }),
};
