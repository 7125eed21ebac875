import { Anchor, type AnchorProps } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useNavLabel } from "./nav-label";
import type { NavLinkItem } from "./nav-model";

/** One menu link: in-app through the router, the external KOL site in a new tab. */
export function NavAnchor({
  item,
  onNavigate,
  ...props
}: { item: NavLinkItem; onNavigate?: () => void } & AnchorProps) {
  const { t } = useTranslation();
  const navLabel = useNavLabel();
  const label = navLabel(item);
  if (item.external) {
    return (
      <Anchor href={item.to} target="_blank" rel="noopener noreferrer" onClick={onNavigate} {...props}>
        {label}
        <span className="visually-hidden"> ({t("nav.newTab")})</span>
      </Anchor>
    );
  }
  return (
    <Anchor component={Link} to={item.to} onClick={onNavigate} {...props}>
      {label}
    </Anchor>
  );
}
