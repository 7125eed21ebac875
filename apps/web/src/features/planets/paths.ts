/** The addresses of the planet screens (`/appsocial/...`). */
export const planetPaths = {
  /** The feed of one planet, or of every planet the viewer joined. */
  feed: (circleId?: number) => (circleId ? `/appsocial/social_index/${circleId}` : "/appsocial/social_index"),
  members: (circleId: number) => `/appsocial/circle_userlist/${circleId}`,
  home: () => "/appsocial/circle_index",
  list: (circleType?: number) => (circleType ? `/appsocial/circle_list/${circleType}` : "/appsocial/circle_list"),
  addPlanet: () => "/appsocial/circle_addform",
  editPlanet: (circleId: number) => `/appsocial/circle_addform?circle_id=${circleId}`,
  newTopic: (circleId: number) => `/appsocial/huati_addform?circle_id=${circleId}`,
  mine: () => "/appsocial/social_circle_index",
};
