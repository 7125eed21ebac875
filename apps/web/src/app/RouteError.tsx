import { Button, Container, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useRouteError } from "react-router";

/** Shown when a screen fails to load or render (for example a chunk lost after a deploy). */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <Container size="sm" py="xl" component="main">
      <Stack align="flex-start">
        <Title order={1}>{t("errors.pageFailed")}</Title>
        <Text>{t("errors.pageFailedBody")}</Text>
        <Button onClick={() => window.location.reload()}>{t("errors.reload")}</Button>
      </Stack>
    </Container>
  );
}
