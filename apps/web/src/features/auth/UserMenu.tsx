import { Avatar, Menu, UnstyledButton } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { copyText, shortAddress } from "../../ui/address";
import { AddressText } from "../../ui/AddressText";
import { ChevronDownIcon } from "../../ui/icons";
import { showError, toast } from "../../ui/notify";
import { holdsPrivilege, type Session } from "../../session/session-store";

/** The signed-in user's menu: copy address, user center, my homepage, publications (operators), permission introduction, logout. */
export function UserMenu({ session }: { session: Session }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const address = session.walletAddr ?? "";

  const copy = async () => {
    if (await copyText(address)) toast({ message: t("user.copySuccess"), type: "success" });
  };
  const signOut = async () => {
    try {
      const { logout } = await import("./logout");
      await logout();
      navigate("/index");
    } catch (error) {
      showError(error);
    }
  };

  return (
    <Menu position="bottom-end" shadow="md" width={240}>
      <Menu.Target>
        <UnstyledButton className="user-menu__target" aria-label={t("user.menu", { address: shortAddress(address) })}>
          <Avatar size={30} radius="xl" color="blue" alt="">
            {address.slice(2, 4).toUpperCase()}
          </Avatar>
          <AddressText address={address} className="header-label" size="sm" />
          <ChevronDownIcon />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t("user.wallet")}</Menu.Label>
        <Menu.Item onClick={copy} title={address}>
          {t("user.copyAddress", { address: shortAddress(address) })}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item component={Link} to="/ucenter/profile">
          {t("user.center")}
        </Menu.Item>
        <Menu.Item component={Link} to={`/my?uid=${encodeURIComponent(session.uid ?? "")}`}>
          {t("user.homepage")}
        </Menu.Item>
        {(holdsPrivilege("edit_news") || holdsPrivilege("edit_announcement")) && (
          <Menu.Item component={Link} to="/ucenter/newsindex">
            {t("user.publications")}
          </Menu.Item>
        )}
        <Menu.Item component={Link} to="/ucenter/shortlinks">
          {t("user.shortLinks")}
        </Menu.Item>
        <Menu.Item component={Link} to="/appcms/permission_introduction">
          {t("user.permissions")}
        </Menu.Item>
        {holdsPrivilege("edit_activity") && (
          <Menu.Item component={Link} to="/ucenter/activityindex">
            {t("user.activityAdmin")}
          </Menu.Item>
        )}
        {holdsPrivilege("answer_invest") && (
          <Menu.Item component={Link} to="/ucenter/investindex">
            {t("user.investAdmin")}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item color="red" onClick={signOut}>
          {t("user.logout")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
