/** Query keys of the site's own pages. */
export const sitePageKeys = {
  releases: () => ["app-releases"] as const,
};
