import { Image, Text } from "@mantine/core";
import "../ui/article-content.css";
import type { ReviewDetail } from "./review-kinds";

/** The body of a content item in review (articles, videos, wiki entries, specials): cover, abstract, text. */
export function ReviewContentBody({ item }: { item: ReviewDetail }) {
  return (
    <>
      {item.cover_url && <Image src={item.cover_url} alt="" radius="sm" mah={200} fit="cover" />}
      <Text c="dimmed">{item.abstract}</Text>
      {item.content && (
        // Cleaned by the gateway when it was saved: safe to render as is.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized HTML from the gateway
        <div className="article-content" dangerouslySetInnerHTML={{ __html: item.content }} />
      )}
    </>
  );
}
