import type { GatewayClient } from "@icms/protocol";

/**
 * What an area tells the two fuzzers (apps/gateway/test/fuzz and test/race) about the fields of
 * its actions, by field name, so that generated calls get past the input checks to the handlers.
 * An area gives them in `services/<area>/fuzz-hints.ts` (`export const fuzzHints`); the fuzzers
 * find those files themselves. Fields of the same name share a hint across areas: two areas may
 * both give one only if they give the same.
 */
export interface FuzzHints {
  /** String fields that always take one of these values: anything else would almost never pass. */
  exact?: Readonly<Record<string, readonly string[]>>;
  /** String fields that mostly take one of these values (the protocol fuzzer mixes in any string). */
  formats?: Readonly<Record<string, readonly string[]>>;
  /**
   * The race fuzzer: which content of its world an id field names (a slot of `test/race/world.ts`);
   * `when` narrows a hint to the actions whose `<group>/<name>` it matches.
   */
  ids?: Readonly<Record<string, readonly { slot: string; when?: RegExp }[]>>;
  /** The race fuzzer: text fields that name something of its world (a text slot of the world). */
  texts?: Readonly<Record<string, string>>;
  /** The race fuzzer: fields taking one fixed word the schema cannot tell (a privilege, a scope). */
  constants?: Readonly<Record<string, string>>;
  /**
   * The race fuzzer: content of the area a world makes on first use, by slot name; each answers
   * the id an `ids` hint names. A slot may ask the world for another's id first.
   */
  slots?: Readonly<Record<string, (world: RaceWorld) => Promise<number>>>;
}

/** A signed-in user of a race world. */
interface RaceActor {
  uid: number;
  wallet: string;
  client: GatewayClient;
}

/** What a race world gives an area's slot: its tag (for names), its users, the ids it made. */
interface RaceWorld {
  /** Short and unique per world: names and tags carry it, so two worlds never share a name. */
  tag: string;
  /** Holds every privilege. */
  owner: RaceActor;
  /** Someone else: a member, no privilege. */
  stranger: RaceActor;
  id(slot: string): Promise<number>;
}

/** Web links (http or https), not uploads of this gateway: for link fields. */
export const WEB_LINKS: readonly string[] = ["https://example.org/page", "http://example.com/app.apk"];
/** An address that reads well, for email fields. */
export const EMAILS: readonly string[] = ["someone@example.com"];
