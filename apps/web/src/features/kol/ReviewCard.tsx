import { isKolVideoLink, type KolApplication, type KolReviewAction } from "@icms/protocol";
import { Anchor, Badge, Button, Group, Paper, Stack, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { RelativeTime } from "../../ui/RelativeTime";
import { PlatformLinks } from "./PlatformLinks";

interface ReviewCardProps {
  application: KolApplication;
  countryName: (code: string) => string;
  onAction: (action: KolReviewAction) => void;
}

/** The actions an application's state allows: decide one under review, take an approved one offline. */
function actionsFor(application: KolApplication): KolReviewAction[] {
  if (application.state === "under_review") return ["approve", "refuse"];
  if (application.state === "approved") return ["offline"];
  return [];
}

/** The application's video in a new tab: the link as given, or the uploaded file. */
function VideoLink({ url }: { url: string }) {
  const { t } = useTranslation();
  return (
    <Anchor href={url} target="_blank" rel="noopener noreferrer">
      {isKolVideoLink(url) ? url : t("kol.review.uploadedVideo")}
    </Anchor>
  );
}

/** An application as the operator reads it: every field of the form, contact details included. */
export function ReviewCard({ application, countryName, onAction }: ReviewCardProps) {
  const { t } = useTranslation();
  const rows: [string, React.ReactNode][] = [
    [t("kol.form.gender"), t(`kol.gender.${application.gender}`)],
    [t("kol.form.phone"), application.phone_e164 || `${application.phone_code} ${application.phone}`],
    [t("kol.form.email"), application.email],
    [t("kol.form.countries"), application.countries.map(countryName).join(", ")],
    [t("kol.form.tags"), application.tags.join(", ") || "—"],
    [t("kol.form.video"), <VideoLink key="video" url={application.video_url} />],
  ];
  return (
    <Paper withBorder radius="md" p="md" component="article" data-testid="kol-application">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Text fw={700}>{application.name}</Text>
          <Badge variant="light">{t(`kol.state.${application.state}`)}</Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {t("kol.review.submitted")} <RelativeTime value={application.submitted_at} /> ·{" "}
          {t("kol.review.revision", { revision: application.revision })}
        </Text>
        <Text size="sm" style={{ whiteSpace: "pre-wrap" }} lineClamp={6}>
          {application.synopsis}
        </Text>
        <Table.ScrollContainer minWidth={300}>
          <Table variant="vertical" layout="fixed" withTableBorder>
            <Table.Tbody>
              {rows.map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th w={140} scope="row">
                    {label}
                  </Table.Th>
                  <Table.Td style={{ overflowWrap: "anywhere" }}>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <PlatformLinks platforms={application.platforms} />
        {application.reason && <Text size="sm">{t("kol.state.reason", { reason: application.reason })}</Text>}
        {actionsFor(application).length > 0 && (
          <Group justify="flex-end">
            {actionsFor(application).map((action) => (
              <Button
                key={action}
                variant={action === "approve" ? "filled" : "light"}
                color={action === "approve" ? undefined : "red"}
                onClick={() => onAction(action)}
              >
                {t(`kol.review.action.${action}`)}
              </Button>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
