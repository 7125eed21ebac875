import { Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { AddressText } from "../../../ui/AddressText";
import { PageFrame } from "../../../ui/PageFrame";
import { QueryStatus } from "../../../ui/QueryStatus";
import { useMyDaoInfo } from "../dao-info";
import { BindInviter } from "./BindInviter";
import { CopyField } from "./CopyField";
import { TeamTable } from "./TeamTable";
import { SectionCard } from "../../../ui/SectionCard";

/** The link a friend opens to bind this code: the invite page with the code filled in. */
export function inviteLink(code: string, origin = globalThis.location?.origin ?? ""): string {
  return `${origin}/icmsdao/icms_invite_friends?invite_code=${encodeURIComponent(code)}`;
}

/** /icmsdao/icms_invite_friends: my invite code and link, my inviter, my team. */
export function InvitePage() {
  const { t } = useTranslation();
  const info = useMyDaoInfo();
  return (
    <PageFrame title={t("dao.invite.title")}>
      <Text c="dimmed">{t("dao.invite.intro")}</Text>
      <QueryStatus query={info} skeletonRows={2}>
        {info.data && (
          <Stack gap="lg">
            <SectionCard titleId="invite-code-title" title={t("dao.invite.share")}>
              <CopyField
                label={t("dao.invite.myCode")}
                value={info.data.invite_code}
                copyLabel={t("dao.invite.copyCode")}
                testId="invite-code"
              />
              <CopyField
                label={t("dao.invite.link")}
                value={inviteLink(info.data.invite_code)}
                copyLabel={t("dao.invite.copyLink")}
                testId="invite-link"
              />
            </SectionCard>
            <SectionCard titleId="invite-inviter-title" title={t("dao.invite.bindTitle")}>
              {info.data.referrer ? (
                <Stack gap={4} data-testid="invite-referrer">
                  <Group gap="xs">
                    <Text size="sm">{t("dao.invite.bound")}:</Text>
                    {info.data.referrer.nickname && <Text fw={600}>{info.data.referrer.nickname}</Text>}
                    <AddressText address={info.data.referrer.wallet_addr} size="sm" />
                  </Group>
                  <Text size="xs" c="dimmed">
                    {t(info.data.referrer.on_chain ? "dao.invite.onChain" : "dao.invite.offChain")}
                  </Text>
                </Stack>
              ) : (
                <BindInviter />
              )}
            </SectionCard>
            <TeamTable />
          </Stack>
        )}
      </QueryStatus>
    </PageFrame>
  );
}
