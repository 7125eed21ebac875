import { Anchor, List, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { TranslationKey } from "../../i18n";
import { cmsRoutes } from "../../app/routes/cms-routes";
import { publicPages } from "../../app/routes/public-pages";
import { siteRoutes } from "../../app/routes/site-routes";
import { planetsRoutes } from "../../app/routes/planets-routes";
import { eduRoutes } from "../../app/routes/edu-routes";
import { PageFrame } from "../../ui/PageFrame";

const PAGES = [
  ...publicPages(siteRoutes),
  ...publicPages(cmsRoutes, "/appcms"),
  ...publicPages(planetsRoutes, "/appsocial"),
  ...publicPages(eduRoutes, "/appedu"),
];

/** /sitemap: every public page of the site, read from the route table. */
export function SitemapPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t("routes.Sitemap")} size="md">
      <Text>{t("pages.sitemap.intro")}</Text>
      <List spacing={4}>
        {PAGES.map((page) => (
          <List.Item key={page.path}>
            <Anchor component={Link} to={page.path}>
              {t(`routes.${page.name}` as TranslationKey)}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </PageFrame>
  );
}
