import { Anchor, List, Text } from "@mantine/core";
import type { UiLang } from "@icms/protocol";
import { use } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { TranslationKey } from "../../i18n";
import { PublicPagesContext } from "../../app/routes/public-pages";
import { PageFrame } from "../../ui/PageFrame";

/** /sitemap: every public page of the site, read from the route table. */
export function SitemapPage() {
  const { t, i18n } = useTranslation();
  const pages = use(PublicPagesContext);
  return (
    <PageFrame title={t("routes.Sitemap")} size="md">
      <Text>{t("pages.sitemap.intro")}</Text>
      <List spacing={4}>
        {pages.map((page) => (
          <List.Item key={page.path}>
            <Anchor component={Link} to={page.path}>
              {page.title?.[i18n.language as UiLang] ?? t(`routes.${page.name}` as TranslationKey)}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </PageFrame>
  );
}
