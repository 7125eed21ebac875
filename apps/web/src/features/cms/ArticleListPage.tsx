import { ARTICLE_TYPE, CONTENT_LANGS, type ContentLang } from "@icms/protocol";
import { Button, Group, SegmentedControl } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { PageFrame } from "../../ui/PageFrame";
import { ArticleFeed } from "../../ui/content/ArticleFeed";

/** The language filter of the lists: every language, or items written in one. */
export function useLangFilter(): [ContentLang | undefined, (lang: string) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get("lang");
  const lang = (CONTENT_LANGS as readonly string[]).includes(value ?? "") ? (value as ContentLang) : undefined;
  const set = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === "all") updated.delete("lang");
        else updated.set("lang", next);
        return updated;
      },
      { replace: true },
    );
  return [lang, set];
}

export function LangFilter({ value, onChange }: { value: ContentLang | undefined; onChange: (lang: string) => void }) {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      aria-label={t("cms.langFilter")}
      size="xs"
      value={value ?? "all"}
      onChange={onChange}
      data={[
        { value: "all", label: t("content.lang.all") },
        ...CONTENT_LANGS.map((lang) => ({ value: lang, label: t(`content.lang.${lang}`) })),
      ]}
    />
  );
}

/** /appcms/spacex_article: every online article, newest first, with infinite scroll. */
export function ArticleListPage() {
  const { t } = useTranslation();
  const [lang, setLang] = useLangFilter();
  return (
    <PageFrame
      title={t("routes.SpacexArticle")}
      actions={
        <Button component={Link} to="/ucenter/write_article?article_type=1" variant="light">
          {t("nav.writeArticle")}
        </Button>
      }
    >
      <Group justify="space-between">
        <LangFilter value={lang} onChange={setLang} />
      </Group>
      <ArticleFeed filter={{ article_type: ARTICLE_TYPE.article, lang }} />
    </PageFrame>
  );
}
