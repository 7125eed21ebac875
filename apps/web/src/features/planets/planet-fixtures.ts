import type { AuthorBrief, Planet, Topic, TopicComment } from "@icms/protocol";

/** The planet's owner (uid 3) and a member (uid 5). */
export const OWNER: AuthorBrief = {
  uid: 3,
  nickname: "Alice",
  avatar_url: "",
  wallet_addr: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
};
export const MEMBER: AuthorBrief = {
  uid: 5,
  nickname: "Bob",
  avatar_url: "",
  wallet_addr: "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC",
};

const AN_HOUR_AGO = new Date(Date.now() - 3_600_000).toISOString();

export function planet(changes: Partial<Planet> = {}): Planet {
  return {
    circle_id: 9,
    name: "Rollup builders",
    icon_url: "/uploads/image/p.png",
    introduction: "Where rollup teams meet.",
    tags: ["l2", "zk"],
    circle_type: 1,
    is_public: 0,
    gate_kind: "none",
    gate_amount: null,
    owner: OWNER,
    member_count: 2,
    topic_count: 1,
    created_at: AN_HOUR_AGO,
    updated_at: AN_HOUR_AGO,
    recent_members: [MEMBER, OWNER],
    viewer: { is_owner: false, is_joined: true, can_post: false, can_comment: true },
    ...changes,
  };
}

export function topic(id: number, changes: Partial<Topic> = {}): Topic {
  return {
    topic_id: id,
    circle_id: 9,
    circle_name: "Rollup builders",
    circle_icon_url: "/uploads/image/p.png",
    name: `Topic ${id}`,
    icon_url: "",
    intro: "",
    content: `<p>Body of topic ${id}</p>`,
    image_urls: [],
    video_url: "",
    attachments: [],
    author: OWNER,
    like_count: 0,
    comment_count: 0,
    created_at: AN_HOUR_AGO,
    is_liked: false,
    can_delete: false,
    ...changes,
  };
}

export function comment(id: number, changes: Partial<TopicComment> = {}): TopicComment {
  return {
    comment_id: id,
    topic_id: 1,
    content: `Comment ${id}`,
    author: MEMBER,
    created_at: AN_HOUR_AGO,
    can_delete: false,
    ...changes,
  };
}
