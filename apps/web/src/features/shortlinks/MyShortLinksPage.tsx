import { api } from "@icms/protocol";
import { Anchor, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { callGateway } from "../../app/gateway";
import { useSession } from "../../session/session-store";
import { PageFrame } from "../../ui/PageFrame";
import { DataTable } from "../../ui/DataTable";
import { RelativeTime } from "../../ui/RelativeTime";
import { shortlinkKeys } from "./queries";

const PAGE_SIZE = 20;

/** /ucenter/shortlinks: the member's short links, most visited first, with their visits. */
export function MyShortLinksPage() {
  const { t } = useTranslation();
  const { uid } = useSession();
  const [page, setPage] = useState(1);
  const links = useQuery({
    queryKey: shortlinkKeys.mine(uid, page),
    queryFn: () => callGateway(api.shortlink_msrv.shortlink_list, { page, page_size: PAGE_SIZE }),
  });
  const rows = links.data?.list ?? [];
  return (
    <PageFrame title={t("routes.MyShortLinks")}>
      <Text c="dimmed">{t("shortlinks.intro")}</Text>
      <Stack gap="sm">
        <DataTable
          status={{ query: links, empty: rows.length === 0, emptyText: t("shortlinks.empty") }}
          rows={rows}
          rowKey={(link) => link.code}
          columns={[
            {
              header: t("shortlinks.link"),
              cell: (link) => (
                <Text size="sm" ff="monospace">
                  {link.short_url}
                </Text>
              ),
            },
            {
              header: t("shortlinks.page"),
              cell: (link) => (
                <Anchor component={Link} to={link.url} size="sm" style={{ overflowWrap: "anywhere" }}>
                  {link.url}
                </Anchor>
              ),
            },
            { header: t("shortlinks.visits"), cell: (link) => link.visit_count },
            { header: t("shortlinks.visitorsToday"), cell: (link) => link.visitors_today },
            {
              header: t("shortlinks.lastVisit"),
              cell: (link) =>
                link.last_visit_at ? <RelativeTime value={link.last_visit_at} /> : t("shortlinks.never"),
            },
          ]}
          minWidth={640}
          striped
          paging={{ page, pageSize: PAGE_SIZE, total: links.data?.total ?? 0, onChange: setPage }}
        />
      </Stack>
    </PageFrame>
  );
}
