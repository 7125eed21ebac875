/** Query keys of the member's short links. */
export const shortlinkKeys = {
  all: ["shortlinks"] as const,
  mine: (uid: string | null, page: number) => [...shortlinkKeys.all, uid, page] as const,
};
