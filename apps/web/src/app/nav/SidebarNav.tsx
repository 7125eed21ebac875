import { NavLink } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { holdsPrivilege } from "../../session/session-store";
import { useRouteName } from "../routes/route-handle";
import { isActive, isGroup, type NavEntry, type NavLinkItem } from "./nav-model";
import { useNavLabel } from "./nav-label";

interface SidebarNavProps {
  entries: NavEntry[];
  onNavigate?: () => void;
}

/** A sidebar menu (DAO or member center); groups open when one of their screens is shown. */
export function SidebarNav({ entries, onNavigate }: SidebarNavProps) {
  const { t } = useTranslation();
  const navLabel = useNavLabel();
  const routeName = useRouteName();
  const link = (item: NavLinkItem) => {
    const active = item.name === routeName;
    return (
      <NavLink
        key={item.key}
        component={Link}
        to={item.to}
        label={navLabel(item)}
        active={active}
        aria-current={active ? "page" : undefined}
        onClick={onNavigate}
      />
    );
  };
  const shown = (entry: NavEntry) => isGroup(entry) || !entry.privilege || holdsPrivilege(entry.privilege);
  return (
    <>
      {entries.filter(shown).map((entry) =>
        isGroup(entry) ? (
          <NavLink
            key={entry.key}
            label={t(`nav.${entry.key}`)}
            defaultOpened={isActive(entry, routeName)}
            childrenOffset="md"
          >
            {entry.items.map(link)}
          </NavLink>
        ) : (
          link(entry)
        ),
      )}
    </>
  );
}
