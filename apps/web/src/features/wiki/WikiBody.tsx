import "../../ui/article-content.css";

/** An entry's body: HTML the gateway cleaned against its allowlist before storing it. */
export function WikiBody({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the gateway sanitises wiki content server-side.
  return <div className="article-content" dangerouslySetInnerHTML={{ __html: html }} />;
}
