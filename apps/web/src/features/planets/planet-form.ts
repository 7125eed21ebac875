import {
  CONTENT_LIMITS,
  type CircleType,
  GATE_KINDS,
  type GateKind,
  introProblem,
  mediaUrlProblem,
  PLANET_LIMITS,
  type Planet,
  planetNameProblem,
  tagsProblem,
} from "@icms/protocol";
import type { TranslationKey } from "../../i18n";
import { needsAmount, tokensOf, weiOf } from "./gate-rule";
import type { PlanetAddInput } from "./queries";

/** The planet form as typed: the gate amount in whole tokens. */
export interface PlanetValues {
  name: string;
  icon_url: string;
  introduction: string;
  tags: string;
  circle_type: CircleType;
  is_public: 0 | 1;
  gate_kind: GateKind;
  gate_tokens: string;
}
export type PlanetField = keyof PlanetValues;

export const emptyPlanet: PlanetValues = {
  name: "",
  icon_url: "",
  introduction: "",
  tags: "",
  circle_type: 6,
  is_public: 1,
  gate_kind: "none",
  gate_tokens: "",
};

export function valuesOfPlanet(planet: Planet): PlanetValues {
  return {
    name: planet.name,
    icon_url: planet.icon_url,
    introduction: planet.introduction,
    tags: planet.tags.join(","),
    circle_type: planet.circle_type,
    is_public: planet.is_public,
    gate_kind: GATE_KINDS.includes(planet.gate_kind) ? planet.gate_kind : "none",
    gate_tokens: tokensOf(planet.gate_amount),
  };
}

type Problem = { key: TranslationKey; values?: Record<string, number> };

/** What is wrong with each field, by the protocol's rules (the gateway's), before sending. */
export function validatePlanet(values: PlanetValues): Partial<Record<PlanetField, Problem>> {
  const problems: Partial<Record<PlanetField, Problem>> = {};
  const name = planetNameProblem(values.name);
  if (name) problems.name = { key: `planets.form.errors.${name}`, values: { max: PLANET_LIMITS.nameMaxChars } };
  if (mediaUrlProblem("image", values.icon_url)) problems.icon_url = { key: "planets.form.errors.required" };
  if (introProblem(values.introduction)) {
    problems.introduction = { key: "planets.form.errors.tooLong", values: { max: PLANET_LIMITS.introMaxChars } };
  }
  if (tagsProblem(values.tags)) {
    problems.tags = { key: "planets.form.errors.tags", values: { max: CONTENT_LIMITS.tagsMax } };
  }
  if (needsAmount(values.gate_kind) && weiOf(values.gate_tokens) === null) {
    problems.gate_tokens = { key: "planets.form.errors.amount" };
  }
  return problems;
}

/** The call's input: the gate amount in wei exactly for the kinds that take one. */
export function planetInput(values: PlanetValues): PlanetAddInput {
  return {
    name: values.name.trim(),
    icon_url: values.icon_url,
    introduction: values.introduction.trim(),
    tags: values.tags,
    circle_type: values.circle_type,
    is_public: values.is_public,
    gate_kind: values.gate_kind,
    gate_amount: needsAmount(values.gate_kind) ? weiOf(values.gate_tokens) : null,
  };
}
