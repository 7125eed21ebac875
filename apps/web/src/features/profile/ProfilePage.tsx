import { ActionIcon, Button, Paper, Skeleton, Stack, Tabs, Text, TextInput, Title } from "@mantine/core";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { copyText } from "../../ui/address";
import { CopyIcon } from "../../ui/icons";
import { errorMessage, toast } from "../../ui/notify";
import { PageFrame } from "../../ui/PageFrame";
import { useSession } from "../../session/session-store";
import { AssetsPanel } from "./AssetsPanel";
import { ProfileForm } from "./ProfileForm";
import { useMyProfile } from "../../queries/profile";

/** /ucenter/profile: the user's settings, and their assets on chain (`?tab=assets`). */
export function ProfilePage() {
  const { t } = useTranslation();
  const profile = useMyProfile();
  const session = useSession();
  const wallet = profile.data?.wallet_addr || session.walletAddr || "";
  const [params, setParams] = useSearchParams();
  const tab = params.get("tab") === "assets" ? "assets" : "settings";

  const copy = async () => {
    if (await copyText(wallet)) toast({ message: t("user.copySuccess"), type: "success" });
  };

  return (
    <PageFrame title={t("routes.Profile")} size="md">
      <Tabs
        value={tab}
        onChange={(next) => setParams(next === "assets" ? { tab: "assets" } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="settings">{t("profile.settings")}</Tabs.Tab>
          <Tabs.Tab value="assets" data-testid="profile-assets-tab">
            {t("profile.assets")}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="settings">
          <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="profile-settings">
            <Title order={2} fz="lg" id="profile-settings" mb="md">
              {t("profile.settings")}
            </Title>
            <TextInput
              label={t("profile.wallet")}
              value={wallet}
              readOnly
              styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
              mb="md"
              rightSection={
                <ActionIcon variant="subtle" onClick={copy} aria-label={t("profile.copyWallet")}>
                  <CopyIcon />
                </ActionIcon>
              }
            />
            {profile.isPending && (
              <Stack gap="md" role="status" aria-busy="true" aria-label={t("common.loading")}>
                <Skeleton height={64} circle />
                <Skeleton height={36} />
                <Skeleton height={80} />
                <Skeleton height={36} />
              </Stack>
            )}
            {profile.isError && (
              <Stack align="flex-start" role="alert">
                <Text>{t("profile.loadFailed", { reason: errorMessage(profile.error) })}</Text>
                <Button variant="light" onClick={() => profile.refetch()}>
                  {t("common.retry")}
                </Button>
              </Stack>
            )}
            {profile.data && <ProfileForm key={profile.data.uid} user={profile.data} />}
          </Paper>
        </Tabs.Panel>
        <Tabs.Panel value="assets">
          <AssetsPanel />
        </Tabs.Panel>
      </Tabs>
    </PageFrame>
  );
}
