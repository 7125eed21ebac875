import { api, actionUrl, type DeveloperConfig, OPENAPI_PATH } from "@icms/protocol";
import { Anchor, Code, Paper, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";

/**
 * A curl example against this site's gateway, with the real path of a call every key may hold,
 * and the link to the gateway's generated reference.
 */
export function HowToCall({ config }: { config: DeveloperConfig }) {
  const { t } = useTranslation();
  const url = `${window.location.origin}${actionUrl(api.user_msrv.userinfo)}`;
  const example = [
    `curl -X POST '${url}' \\`,
    `  -H '${config.auth_header}: ${config.auth_scheme} icms_…' \\`,
    `  --data-urlencode 'data={}' -i`,
  ].join("\n");
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t("developer.howTo.title")}
        </Title>
        <Text size="sm">{t("developer.howTo.body")}</Text>
        <Code block>{example}</Code>
        <Anchor href={OPENAPI_PATH} target="_blank" rel="noreferrer" size="sm">
          {t("developer.howTo.reference")}
        </Anchor>
      </Stack>
    </Paper>
  );
}
