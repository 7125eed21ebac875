import { privilegeGrants } from "@icms/protocol";
import { Badge, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useMyPrivileges } from "../../queries/privileges";
import { isSignedIn, useSession } from "../../session/session-store";
import { PageFrame } from "../../ui/PageFrame";

const ROLES = [
  "visitor",
  "member",
  "creator",
  "starLord",
  "projectOwner",
  "kol",
  "xman",
  "developer",
  "operator",
] as const;
const PRIVILEGES = [
  "write_article",
  "write_video",
  "write_wiki",
  "create_special",
  "create_planet",
  "sell_course",
  "apply_project",
  "multi_send",
  "dao_review",
  "dao_vote",
  "daily_topic_quota",
  "edit_news",
  "edit_activity",
  "edit_announcement",
] as const;

/**
 * /appcms/permission_introduction: the roles of product-spec section 6, what each unlocks and
 * how to get it, and the privileges with the signed-in user's own marked.
 */
export function PermissionIntroductionPage() {
  const { t } = useTranslation();
  const session = useSession();
  const signedIn = isSignedIn(session);
  const mine = useMyPrivileges(signedIn);
  const held = (code: string) => {
    const entry = mine.data?.find((e) => e.privilege_code === code);
    return entry ? privilegeGrants(entry) : undefined;
  };
  return (
    <PageFrame title={t("routes.PermissionIntroduction")} size="lg">
      <Text>{t("pages.permissions.intro")}</Text>
      <Title order={2} fz="lg">
        {t("pages.permissions.roles")}
      </Title>
      <Table.ScrollContainer minWidth={560}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t("pages.permissions.role")}</Table.Th>
              <Table.Th scope="col">{t("pages.permissions.can")}</Table.Th>
              <Table.Th scope="col">{t("pages.permissions.how")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ROLES.map((role) => (
              <Table.Tr key={role}>
                <Table.Th scope="row">{t(`pages.permissions.role_list.${role}.name`)}</Table.Th>
                <Table.Td>{t(`pages.permissions.role_list.${role}.can`)}</Table.Td>
                <Table.Td>{t(`pages.permissions.role_list.${role}.how`)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Title order={2} fz="lg">
        {t("pages.permissions.privileges")}
      </Title>
      {!signedIn && <Text c="dimmed">{t("pages.permissions.signIn")}</Text>}
      <Table striped>
        <Table.Tbody>
          {PRIVILEGES.map((code) => {
            const yours = held(code);
            const value = mine.data?.find((e) => e.privilege_code === code);
            return (
              <Table.Tr key={code}>
                <Table.Th scope="row">{t(`pages.permissions.privilege.${code}`)}</Table.Th>
                <Table.Td>
                  {yours === undefined ? null : (
                    <Badge color={yours ? "teal" : "gray"} variant="light">
                      {code === "daily_topic_quota" && value
                        ? value.val
                        : t(yours ? "pages.permissions.yours" : "pages.permissions.notYours")}
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </PageFrame>
  );
}
