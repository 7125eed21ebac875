import "../../ui/article-content.css";

/** A course's details or a lesson's body: HTML the gateway cleaned against its allowlist before storing it. */
export function RichHtml({ html, testId }: { html: string; testId?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the gateway sanitises course content server-side.
  return <div className="article-content" data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />;
}
