import type { UiLang } from "@icms/protocol";
import { useTranslation } from "react-i18next";
import type { NavLinkItem } from "../web-area";

/**
 * A menu entry's label in the language in use: the one its area gives with it (`label`), or the
 * shell's `nav.<key>` for the entries whose labels live there. Menus render before any bundle,
 * so a label an area brings travels with its entry rather than in a bundle.
 */
export function useNavLabel(): (item: NavLinkItem) => string {
  const { t, i18n } = useTranslation();
  return (item) => (item.label ? (item.label[i18n.language as UiLang] ?? item.label.en) : t(`nav.${item.key}`));
}
