import { type FuzzHints, WEB_LINKS } from "../../shared/fuzz-hints.js";

/** A project's links are web pages and downloads; a save names its request by a UUID. */
export const fuzzHints: FuzzHints = {
  formats: {
    link: WEB_LINKS,
    url: WEB_LINKS,
    official_url: WEB_LINKS,
    download_url: WEB_LINKS,
    request_key: ["0f8c2f9e-4a7b-4c1e-9d3a-5b6e7f8a9b0c"],
  },
  ids: { project_id: [{ slot: "project" }] },
};
