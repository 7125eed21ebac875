import { Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { isSignedIn, useSession } from "../../session/session-store";
import { PageFrame } from "../../ui/PageFrame";
import { QueryStatus } from "../../ui/QueryStatus";
import { CoopForm } from "./CoopForm";
import { CoopLocked } from "./CoopLocked";
import { GbookForm } from "./GbookForm";
import { MyGbookList } from "./MyGbookList";
import { useMyCoopForm } from "./queries";

const POINTS = ["listing", "fund", "media"] as const;

/** /investment: an introduction, the cooperation form (one per member, locked once sent) and the guestbook. */
export function InvestmentPage() {
  const { t } = useTranslation();
  const session = useSession();
  const signedIn = isSignedIn(session);
  const mine = useMyCoopForm();
  return (
    <PageFrame title={t("routes.Investment")} size="lg">
      <Text>{t("investment.intro")}</Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {POINTS.map((point) => (
          <Paper key={point} withBorder radius="md" p="md">
            <Title order={2} fz="md">
              {t(`investment.points.${point}.title`)}
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              {t(`investment.points.${point}.text`)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }} component="section" aria-labelledby="coop-heading">
        <Stack gap="sm">
          <Title order={2} fz="lg" id="coop-heading">
            {t("investment.coop.title")}
          </Title>
          {!signedIn && (
            <Text size="sm" c="dimmed">
              {t("investment.coop.signInHint")}
            </Text>
          )}
          {signedIn ? (
            <QueryStatus query={mine}>{mine.data ? <CoopLocked form={mine.data} /> : <CoopForm />}</QueryStatus>
          ) : (
            <CoopForm />
          )}
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }} component="section" aria-labelledby="gbook-heading">
        <Stack gap="sm">
          <Title order={2} fz="lg" id="gbook-heading">
            {t("investment.gbook.title")}
          </Title>
          <Text size="sm" c="dimmed">
            {t("investment.gbook.intro")}
          </Text>
          <GbookForm />
          {signedIn && <MyGbookList />}
        </Stack>
      </Paper>
    </PageFrame>
  );
}
