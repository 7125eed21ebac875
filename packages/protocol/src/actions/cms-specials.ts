import { z } from "zod";
import { LIMITS } from "../constants.js";
import { CONTENT_LIMITS } from "../content.js";
import { Code } from "../errors/codes.js";
import { type Paged, page, pageSize } from "./common.js";
import {
  abstract,
  batchIds,
  CONTENT_OP_CODES,
  contentStatus,
  coverUrl,
  flag,
  id,
  OWN_ITEM,
  specialName,
  statusChange,
  tags,
} from "./cms-fields.js";
import type {
  BatchResult,
  MySpecialDetail,
  MySpecialSummary,
  SpecialDetail,
  SpecialSummary,
  TagInfo,
} from "./cms-types.js";
import { defineAction, returns } from "./define.js";
import type { FollowToggle } from "./follows.js";

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
    auth: "optional",
    input: z.object({
      ...paging,
      special_type: specialType.optional(),
      uid: id.optional(),
      keyword: z.string().trim().min(1).max(LIMITS.specialKeywordMaxChars).optional(),
    }),
    output: returns<Paged<SpecialSummary>>(),
    codes: [],
  }),
  /** The specials and channels the caller follows. */
  special_join_list: defineAction({
    auth: "required",
    input: z.object({ ...paging, special_type: specialType.optional() }),
    output: returns<Paged<SpecialSummary>>(),
    codes: [],
  }),
  special_detail: defineAction({
    auth: "optional",
    input: specialRef,
    output: returns<SpecialDetail>(),
    codes: [Code.NotFound],
  }),
  /** Follows, or unfollows when already following (`status_code` 801107 / 801108). */
  special_add_follow: defineAction({
    auth: "required",
    input: specialRef,
    output: returns<FollowToggle>(),
    codes: [Code.NotFound, Code.CannotFollowOwn, Code.ContentClosed],
  }),
  /** Deletes specials with no articles left in them (801112 otherwise). */
  special_del_save: defineAction({
    auth: "required",
    input: z.object({ ids: batchIds }),
    output: returns<BatchResult>(),
    codes: [...OWN_ITEM, Code.ColumnHasArticles],
  }),
  special_set_status: defineAction({
    auth: "required",
    input: statusChange,
    output: returns<BatchResult>(),
    codes: [...OWN_ITEM, ...CONTENT_OP_CODES, Code.ColumnHasArticles],
  }),
  my_special_list: defineAction({
    auth: "required",
    input: z.object({
      ...paging,
      special_type: specialType.optional(),
      status: contentStatus.exclude(["deleted"]).optional(),
    }),
    output: returns<Paged<MySpecialSummary>>(),
    codes: [],
  }),
  my_special_detail: defineAction({
    auth: "required",
    input: specialRef,
    output: returns<MySpecialDetail>(),
    codes: OWN_ITEM,
  }),
  special_add_save: defineAction({
    auth: "required",
    input: z.object(specialForm),
    output: returns<SpecialDetail>(),
    /** 1006: the caller owns their quota of specials and channels already (a creator's level raises it). */
    codes: [Code.SameName, Code.PermissionDenied],
  }),
  special_edit_save: defineAction({
    auth: "required",
    input: z.object({ special_id: id, ...specialForm }),
    output: returns<SpecialDetail>(),
    codes: [...OWN_ITEM, Code.SameName],
  }),
  /** Tags by how many online items carry them; `keyword` matches the start of the name. */
  tags_list: defineAction({
    auth: "optional",
    input: z.object({ ...paging, keyword: z.string().trim().min(1).max(CONTENT_LIMITS.tagMaxChars).optional() }),
    output: returns<Paged<TagInfo>>(),
    codes: [],
  }),
  /** Follows a tag, or unfollows it when already following (`status_code` 3007 / 3008). */
  tags_add_follow: defineAction({
    auth: "required",
    input: z.object({ tag_id: id }),
    output: returns<FollowToggle>(),
    codes: [Code.NotFound],
  }),
};
