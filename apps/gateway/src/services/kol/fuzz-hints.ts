import { EMAILS, type FuzzHints } from "../../shared/fuzz-hints.js";

/**
 * The KOL form's fields, always in their format: a phone must match its area code and every
 * platform link its site, so mixing in other strings would almost never pass the form whole.
 */
export const fuzzHints: FuzzHints = {
  exact: {
    phone_country: ["CN"],
    phone: ["13812345678", "+86 139 1234 5678"],
    country: ["CN", "RU", "SG"],
    countries: ["CN", "RU", "SG", "US", "GB", "DE", "FR", "JP", "KR", "IN", "BR", "KZ"],
    facebook: ["", "https://www.facebook.com/creator"],
    youtube: ["", "https://www.youtube.com/@creator"],
    twitter: ["", "https://x.com/creator"],
    tiktok: ["", "https://www.tiktok.com/@creator"],
  },
  formats: { email: EMAILS },
  ids: { kol_id: [{ slot: "kol" }] },
};
