/** What other areas use of planets: a project cluster opens its own planet. */
export { createPlanet } from "./planets.js";
