import { Menu, UnstyledButton } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useRouteName } from "../routes/route-handle";
import { ChevronDownIcon } from "../../ui/icons";
import { SITE_NAV } from "./menus";
import { isActive, isGroup } from "./nav-model";
import { useNavLabel } from "./nav-label";

/** Home, Compass, SpaceX, News, Planet, highlighted by the current route's name. */
export function SiteMenu() {
  const { t } = useTranslation();
  const navLabel = useNavLabel();
  const routeName = useRouteName();
  return (
    <ul className="site-menu">
      {SITE_NAV.map((entry) => {
        const active = isActive(entry, routeName);
        if (!isGroup(entry)) {
          return (
            <li key={entry.key}>
              <Link
                to={entry.to}
                className="site-menu__link"
                data-active={active || undefined}
                aria-current={active ? "page" : undefined}
              >
                {navLabel(entry)}
              </Link>
            </li>
          );
        }
        return (
          <li key={entry.key}>
            <Menu trigger="click-hover" openDelay={60} closeDelay={150} position="bottom-start" shadow="md">
              <Menu.Target>
                <UnstyledButton className="site-menu__link" data-active={active || undefined}>
                  {t(`nav.${entry.key}`)} <ChevronDownIcon />
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                {entry.items.map((item) => (
                  <Menu.Item
                    key={item.key}
                    component={Link}
                    to={item.to}
                    data-active={item.name === routeName || undefined}
                    aria-current={item.name === routeName ? "page" : undefined}
                  >
                    {navLabel(item)}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          </li>
        );
      })}
    </ul>
  );
}
