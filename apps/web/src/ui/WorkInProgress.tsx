import { Button, Paper, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** The notice a screen shows until its issue is built. */
export function WorkInProgress({ detail }: { detail?: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl" data-testid="work-in-progress">
      <Stack align="flex-start" gap="sm">
        <Title order={2} fz="lg">
          {t("wip.title")}
        </Title>
        <Text c="dimmed">{detail ?? t("wip.body")}</Text>
        <Button component={Link} to="/index" variant="light">
          {t("wip.backHome")}
        </Button>
      </Stack>
    </Paper>
  );
}
