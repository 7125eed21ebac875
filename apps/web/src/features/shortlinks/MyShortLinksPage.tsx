import { api } from "@icms/protocol";
import { Anchor, Pagination, Stack, Table, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { callGateway } from "../../app/gateway";
import { useSession } from "../../session/session-store";
import { PageFrame } from "../../ui/PageFrame";
import { QueryStatus } from "../../ui/QueryStatus";
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
  const pages = Math.max(1, Math.ceil((links.data?.total ?? 0) / PAGE_SIZE));
  return (
    <PageFrame title={t("routes.MyShortLinks")}>
      <Text c="dimmed">{t("shortlinks.intro")}</Text>
      <QueryStatus query={links} empty={rows.length === 0} emptyText={t("shortlinks.empty")}>
        <Stack gap="sm">
          <Table.ScrollContainer minWidth={640}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t("shortlinks.link")}</Table.Th>
                  <Table.Th scope="col">{t("shortlinks.page")}</Table.Th>
                  <Table.Th scope="col">{t("shortlinks.visits")}</Table.Th>
                  <Table.Th scope="col">{t("shortlinks.visitorsToday")}</Table.Th>
                  <Table.Th scope="col">{t("shortlinks.lastVisit")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((link) => (
                  <Table.Tr key={link.code}>
                    <Table.Td>
                      <Text size="sm" ff="monospace">
                        {link.short_url}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={link.url} size="sm" style={{ overflowWrap: "anywhere" }}>
                        {link.url}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{link.visit_count}</Table.Td>
                    <Table.Td>{link.visitors_today}</Table.Td>
                    <Table.Td>
                      {link.last_visit_at ? <RelativeTime value={link.last_visit_at} /> : t("shortlinks.never")}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
        </Stack>
      </QueryStatus>
    </PageFrame>
  );
}
