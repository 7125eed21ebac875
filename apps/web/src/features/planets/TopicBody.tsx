import "../../ui/article-content.css";

/** A topic's text: HTML the gateway cleaned against its allowlist before storing it. */
export function TopicBody({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the gateway sanitises topic content server-side.
  return <div className="article-content" dangerouslySetInnerHTML={{ __html: html }} />;
}
