import { api } from "@icms/protocol";
import { Pagination, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { callGateway } from "../../app/gateway";
import { useSession } from "../../session/session-store";
import { RelativeTime } from "../../ui/RelativeTime";
import { investKeys } from "./queries";

const PAGE_SIZE = 5;

/** The signed-in member's guestbook messages with the operators' answers (nothing when there are none). */
export function MyGbookList() {
  const { t } = useTranslation();
  const { uid } = useSession();
  const [page, setPage] = useState(1);
  const mine = useQuery({
    queryKey: investKeys.gbookMine(uid, page),
    queryFn: () => callGateway(api.appcms_msrv.invest_gbook_mine, { page, page_size: PAGE_SIZE }),
  });
  const rows = mine.data?.list ?? [];
  if (rows.length === 0) return null;
  const pages = Math.ceil((mine.data?.total ?? 0) / PAGE_SIZE);
  return (
    <Stack gap="xs" mt="sm">
      <Title order={3} fz="md">
        {t("investment.gbook.mine")}
      </Title>
      {rows.map((entry) => (
        <Paper key={entry.gbook_id} withBorder p="sm" radius="sm">
          <Text size="sm" fw={600}>
            {entry.institution_name} · <RelativeTime value={entry.created_at} />
          </Text>
          {entry.remark && <Text size="sm">{entry.remark}</Text>}
          <Text size="sm" c={entry.reply ? undefined : "dimmed"} mt={4} style={{ whiteSpace: "pre-wrap" }}>
            {entry.reply ? `${t("investment.coop.answer")}: ${entry.reply.content}` : t("investment.coop.noAnswer")}
          </Text>
        </Paper>
      ))}
      {pages > 1 && <Pagination size="sm" total={pages} value={page} onChange={setPage} />}
    </Stack>
  );
}
