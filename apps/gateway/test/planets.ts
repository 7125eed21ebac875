import { type ActionInput, type Api, api, type Planet } from "@icms/protocol";
import { type Member, mediaUrl, startContentGateway } from "./cms.js";
import type { TestGateway } from "./harness.js";

type PlanetInput = ActionInput<Api["appsocial_msrv"]["circle_add"]>;
type TopicInput = ActionInput<Api["appsocial_msrv"]["topics_add"]>;

/**
 * A gateway for planet tests. Posts are 1 ms apart unless the test sets the limit, so tests that
 * are not about the limit can post in a row.
 */
export function startPlanetGateway(env: Record<string, string> = {}): Promise<TestGateway> {
  return startContentGateway({ PLANET_TOPIC_INTERVAL_MS: "1", PLANET_COMMENT_INTERVAL_MS: "1", ...env });
}

let serial = 0;
/** A valid planet form with a name of its own; `overrides` change any field. */
export function planetForm(overrides: Partial<PlanetInput> = {}): PlanetInput {
  serial += 1;
  return {
    name: `Rollup lab ${serial}-${Math.random().toString(36).slice(2, 6)}`,
    icon_url: mediaUrl("image"),
    introduction: "Notes on layer-2 research.",
    tags: "rollups,research",
    circle_type: 1,
    is_public: 1,
    ...overrides,
  } as PlanetInput;
}

export function addPlanet(owner: Member, overrides: Partial<PlanetInput> = {}): Promise<Planet> {
  return owner.client.call(api.appsocial_msrv.circle_add, planetForm(overrides));
}

/** A valid topic form in `circleId`. */
function topicForm(circleId: number, overrides: Partial<TopicInput> = {}): TopicInput {
  serial += 1;
  return {
    circle_id: circleId,
    name: `Sequencer notes ${serial}`,
    intro: "What a shared sequencer changes.",
    content: "<p>Ordering is <strong>shared</strong> across rollups.</p>",
    ...overrides,
  } as TopicInput;
}

export function addTopic(author: Member, circleId: number, overrides: Partial<TopicInput> = {}) {
  return author.client.call(api.appsocial_msrv.topics_add, topicForm(circleId, overrides));
}

export function join(who: Member, circleId: number) {
  return who.client.call(api.appsocial_msrv.circle_join_in, { circle_id: circleId });
}
