import { api, type XmanPermissions } from "@icms/protocol";
import { Alert, Button, Loader, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { callGateway } from "../app/gateway";
import { useSession } from "../session/session-store";

/** Query keys of the DAO area; invalidate through `daoKeys.all` after a chain change. */
export const daoKeys = {
  all: ["dao"] as const,
  membership: (uid: string | null) => [...daoKeys.all, "membership", uid] as const,
};

/** The signed-in wallet's DAO standing (`user_msrv/xman_permissions`), as the indexer last saw it. */
export function useXmanStatus() {
  const session = useSession();
  const uid = session.uid ?? null;
  return useQuery<XmanPermissions>({
    queryKey: daoKeys.membership(uid),
    queryFn: () => callGateway(api.user_msrv.xman_permissions, {}),
    enabled: uid !== null,
    staleTime: 5_000,
  });
}

/** The not-a-DAO-user notice, with its button to the certification page. */
export function NotMemberNotice() {
  const { t } = useTranslation();
  return (
    <Alert
      color="yellow"
      title={t("dao.membership.notMemberTitle")}
      data-testid="not-dao-member"
      // The theme's yellow title is too pale on its own background (axe color-contrast).
      styles={{ title: { color: "var(--mantine-color-text)" } }}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t("dao.membership.notMemberBody")}</Text>
        <Button component={Link} to="/icmsdao/icms_dao_auth" size="xs">
          {t("dao.membership.getCertified")}
        </Button>
      </Stack>
    </Alert>
  );
}

/** Shows `children` to X-Men; everyone else gets the not-a-DAO-user notice. */
export function MembersOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const status = useXmanStatus();
  if (status.isPending)
    return (
      <Stack align="center" py="xl">
        <Loader size="sm" />
        <Text size="sm" c="dimmed">
          {t("dao.membership.checking")}
        </Text>
      </Stack>
    );
  if (!status.data?.is_xman) return <NotMemberNotice />;
  return <>{children}</>;
}
