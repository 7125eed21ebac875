/**
 * A race fixture: an owner holding every privilege, peers and a stranger, and content of
 * the owner's made on first use (an article a stranger commented, a column, a planet with a topic
 * and a comment, a course with chapters, lessons and a FAQ, news, an announcement, an activity, a
 * wiki entry, a submitted project, a KOL, an open-platform app, income to withdraw); half the peers
 * have joined the planet and taken the course. Areas add content of their own through their fuzz
 * hints (`slots` of `services/<area>/fuzz-hints.ts`). Two worlds built the same way are
 * equivalent: the same calls, the same order, names told apart by the world's tag.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { api } from "@icms/protocol";
import { addActivity } from "../activities.js";
import { creditDividend } from "../income.js";
import { type Member, publish } from "../cms.js";
import { buildCourse, enroll } from "../courses.js";
import { sql } from "kysely";
import { createTokenIssuer, newRefreshToken } from "../../src/auth/tokens.js";
import { shortAddress } from "../../src/services/user/users.js";
import type { Session, TestGateway } from "../harness.js";
import { apply } from "../kol.js";
import { addPlanet, addTopic, join } from "../planets.js";
import { submittedProject } from "../projects.js";
import { publishNews } from "../news.js";
import { WORLD_SLOTS } from "../fuzz/hints.js";
import { addEntry } from "../wiki.js";

/** Ids a payload can name, by the slot they fill. */
type Slot =
  | "article"
  | "articleComment"
  | "tag"
  | "news"
  | "activity"
  | "wikiArticle"
  | "planet"
  | "topic"
  | "course"
  | "chapter"
  | "lesson"
  | "project"
  | "kol"
  | "stranger"
  | "chainId";

/** Slots holding text rather than a number. */
type TextSlot = "wikiCommit" | "strangerWallet" | "withdrawAmount";

/** What each user is credited when a payload names an amount: an X-Man dividend of 5 ICT and 5 ICMS. */
const CREDIT = 5n * 10n ** 18n;

/** A signed-in user, with the session a raw call sends. */
export interface Actor extends Member {
  session: Session;
}

/**
 * Signed-in users made as a sign-in makes them (a user row, a refresh token, an access token of
 * the same family), without the signatures: a world has thirteen, and signing for each cost more
 * than racing the action.
 */
async function actors(gw: TestGateway, count: number): Promise<Actor[]> {
  const issuer = createTokenIssuer(gw.config.JWT_SECRET, gw.config.ACCESS_TOKEN_TTL, {
    has: () => false,
    record: async () => {},
    announce: async () => {},
  });
  const wallets = Array.from({ length: count }, () => `0x${randomBytes(20).toString("hex")}`);
  const users = await gw.db.kysely
    .insertInto("users")
    .values(wallets.map((wallet_addr) => ({ wallet_addr, nickname: shortAddress(wallet_addr) })))
    .returning(["uid", "wallet_addr"])
    .execute();
  const sessions = users.map((user) => ({ user, family: randomUUID(), refresh: newRefreshToken() }));
  await gw.db.kysely
    .insertInto("refresh_tokens")
    .values(
      sessions.map(({ user, family, refresh }) => ({
        uid: user.uid,
        family,
        token_hash: refresh.hash,
        expires_at: sql<Date>`now() + interval '1 day'`,
      })),
    )
    .execute();
  return sessions.map(({ user, family, refresh }) => {
    const session = {
      accessToken: issuer.issueAccess({ uid: user.uid, wallet: user.wallet_addr, family }),
      refreshToken: refresh.token,
    };
    return { uid: user.uid, wallet: user.wallet_addr, session, client: gw.client(session) };
  });
}

export interface World {
  /** Short and unique per world: names and tags carry it, so two worlds never share a name. */
  tag: string;
  owner: Actor;
  /** Signed-in users, none the owner. */
  peers: Actor[];
  /** A slot of this file's or one an area's fuzz hints make. */
  id(slot: Slot | string): Promise<number>;
  text(slot: TextSlot | string): Promise<string>;
}

/** `peers`: users besides the owner and the stranger. */
export async function buildWorld(gw: TestGateway, peers: number): Promise<World> {
  const tag = randomBytes(3).toString("hex");
  const [owner, stranger, ...others] = (await actors(gw, peers + 2)) as [Actor, Actor, ...Actor[]];
  // The owner may do whatever a privilege allows: operators' calls reach their real paths.
  await gw.db.query(
    "INSERT INTO user_privileges (uid, privilege_code, val) SELECT $1, privilege_code, 1 FROM privileges",
    [owner.uid],
  );
  const o = owner.client;
  const made = new Map<string, Promise<unknown>>();
  const once = <T>(key: string, make: () => Promise<T>): Promise<T> => {
    let value = made.get(key) as Promise<T> | undefined;
    if (!value) {
      value = make();
      made.set(key, value);
    }
    return value;
  };

  const article = () => once("article", () => publish(owner, { tags: `race${tag}` }));
  const wiki = () => once("wiki", () => addEntry(owner, { title: `Race entry ${tag}`, tags: `race${tag}` }));
  // Every other peer, and the last (who repeats calls), has joined the planet and taken the
  // course: calls only members or learners may make succeed for them, and joining for the rest.
  const insiders = others.filter((_, i) => i % 2 === 0 || i === others.length - 1);
  const planet = () =>
    once("planet", async () => {
      const made = await addPlanet(owner, { name: `Race ${tag}` });
      for (const who of insiders) await join(who, made.circle_id);
      return made;
    });
  const topic = () => once("topic", async () => (await addTopic(owner, (await planet()).circle_id)).topic_id);
  const course = () =>
    once("course", async () => {
      const made = await buildCourse(owner, { name: `Race course ${tag}` });
      for (const who of insiders) await enroll(gw, who.uid, made.course_id);
      return made;
    });

  const makers: Record<Slot, () => Promise<number>> = {
    article,
    articleComment: () =>
      once("articleComment", async () => {
        const article_id = await article();
        await stranger.client.call(api.appcms_msrv.article_comment_add, { article_id, content: "Seeded comment" });
        const row = await gw.db.kysely
          .selectFrom("article_comments")
          .select("id")
          .where("article_id", "=", article_id)
          .executeTakeFirstOrThrow();
        return row.id;
      }),
    tag: () =>
      once("tag", async () => {
        await article();
        const row = await gw.db.kysely
          .selectFrom("tags")
          .select("id")
          .where("name", "=", `race${tag}`)
          .executeTakeFirstOrThrow();
        return row.id;
      }),
    news: () => once("news", () => publishNews(owner, { title: `Race news ${tag}` })),
    activity: () => once("activity", () => addActivity(owner, { title: `Race meetup ${tag}`, capacity: 3 })),
    wikiArticle: async () => (await wiki()).article_id,
    planet: async () => (await planet()).circle_id,
    topic,
    course: async () => (await course()).course_id,
    chapter: async () => (await course()).chapters[0],
    lesson: async () => (await course()).lessons[1],
    project: () => once("project", () => submittedProject(owner, { title: `Race project ${tag}` })),
    kol: () =>
      once("kol", async () => {
        const application = await apply(stranger);
        await o.call(api.user_msrv.kol_set_status, {
          kol_id: application.kol_id,
          action: "approve",
          revision: application.revision,
        });
        return application.kol_id;
      }),
    stranger: async () => stranger.uid,
    chainId: async () => gw.config.CHAIN_ID,
  };
  const texts: Record<TextSlot, () => Promise<string>> = {
    wikiCommit: async () => (await wiki()).commit_id,
    strangerWallet: async () => stranger.wallet.toLowerCase(),
    // Every user of the world holds income, so that each burst can withdraw some of it.
    withdrawAmount: () =>
      once("withdrawAmount", async () => {
        for (const who of [owner, ...others]) {
          for (const coin of ["ICT", "ICMS"]) await creditDividend(gw.db, who.wallet, coin, CREDIT);
        }
        return (CREDIT / 2n).toString();
      }),
  };
  // Slots made here first, then those the areas' fuzz hints make (test/fuzz/hints.ts), once each;
  // a hint may name a slot nobody makes: say which, rather than fail on undefined.
  const unknown = (slot: string) => new Error(`no race world slot "${slot}" (named by an area's fuzz-hints.ts)`);
  const id = (slot: string): Promise<number> => {
    const own = makers[slot as Slot];
    if (own) return own();
    const make = WORLD_SLOTS[slot];
    if (!make) throw unknown(slot);
    return once(`area:${slot}`, () => make({ tag, owner, stranger, id }));
  };
  const text = (slot: string): Promise<string> => {
    const make = texts[slot as TextSlot];
    if (!make) throw unknown(slot);
    return make();
  };
  return { tag, owner, peers: others, id, text };
}
