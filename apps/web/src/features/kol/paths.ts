/** The addresses of the KOL screens. */
export const kolPaths = {
  /** The public list, optionally filtered by a keyword tag. */
  list: (tag?: string) => (tag ? `/icmsdao/kolList?${new URLSearchParams({ tag })}` : "/icmsdao/kolList"),
  /** A KOL's profile: both its id and the user behind it, as the spec's route takes them. */
  detail: (kol: { kol_id: number; uid: number }) =>
    `/icmsdao/kolDetail?${new URLSearchParams({ kol_id: String(kol.kol_id), uid: String(kol.uid) })}`,
  /** The user's own application form. */
  apply: () => "/ucenter/kol_apply",
  /** The operators' review of applications. */
  review: () => "/ucenter/kol_review",
};
