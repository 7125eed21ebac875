import type { ProjectDetail } from "@icms/protocol";
import { Anchor, Avatar, Badge, Card, Group, Image, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import "../../ui/article-content.css";
import { clusterPath } from "./paths";

type Parts = Pick<
  ProjectDetail,
  | "title"
  | "abstract"
  | "content"
  | "cover_url"
  | "logo_url"
  | "official_url"
  | "online_time"
  | "tags"
  | "cluster"
  | "docs"
  | "socials"
  | "partners"
  | "apps"
>;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** A project's page body: cover, logo, texts, links and its parts (the public page, the wizard's review, the members' review). */
export function ProjectBody({ project }: { project: Parts }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      {project.cover_url && <Image src={project.cover_url} alt="" radius="md" mah={320} fit="cover" />}
      <Group gap="md" wrap="nowrap" align="flex-start">
        {project.logo_url && (
          <Avatar
            src={project.logo_url}
            alt={t("projects.detail.logoOf", { title: project.title })}
            size={64}
            radius="md"
          />
        )}
        <Stack gap={4} style={{ minWidth: 0 }}>
          {project.abstract && <Text>{project.abstract}</Text>}
          <Group gap="xs">
            {project.tags.map((tag) => (
              <Badge key={tag} variant="light">
                {tag}
              </Badge>
            ))}
          </Group>
        </Stack>
      </Group>
      <Group gap="lg">
        {project.official_url && (
          <Anchor href={project.official_url} target="_blank" rel="noopener noreferrer nofollow">
            {t("projects.detail.official")}
          </Anchor>
        )}
        {project.online_time && (
          <Text size="sm" c="dimmed">
            {t("projects.detail.onlineTime", { date: project.online_time })}
          </Text>
        )}
        {project.cluster && (
          <Anchor component={Link} to={clusterPath(project.cluster)} data-testid="project-cluster">
            {t(`projects.cluster.kind.${project.cluster.kind}`)}: {project.cluster.name}
          </Anchor>
        )}
      </Group>
      {project.content && (
        // Cleaned by the gateway when it was saved: safe to render as is.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized HTML from the gateway
        <div className="article-content" dangerouslySetInnerHTML={{ __html: project.content }} />
      )}
      {project.docs.length > 0 && (
        <Section title={t("projects.detail.docs")}>
          <Stack gap={4} component="ul" style={{ margin: 0, paddingLeft: 18 }}>
            {project.docs.map((doc) => (
              <li key={doc.doc_id}>
                <Anchor href={doc.link} target="_blank" rel="noopener noreferrer nofollow">
                  {doc.file_name}
                </Anchor>{" "}
                <Text span size="sm" c="dimmed">
                  {doc.doc_time}
                </Text>
              </li>
            ))}
          </Stack>
        </Section>
      )}
      {project.socials.length > 0 && (
        <Section title={t("projects.detail.socials")}>
          <Group gap="md">
            {project.socials.map((social) => (
              <Anchor key={social.social_id} href={social.url} target="_blank" rel="noopener noreferrer nofollow">
                {social.name}
              </Anchor>
            ))}
          </Group>
        </Section>
      )}
      {project.partners.length > 0 && (
        <Section title={t("projects.detail.partners")}>
          {/* Two abreast at most: the body also sits in the narrow review panel, so names wrap rather than clip. */}
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            {project.partners.map((partner) => (
              <Card key={partner.partner_id} withBorder padding="sm">
                <Anchor href={partner.url} target="_blank" rel="noopener noreferrer nofollow">
                  <Group gap="xs" wrap="nowrap">
                    <Avatar src={partner.logo_url} alt="" radius="sm" />
                    <Text fw={600} style={{ minWidth: 0, overflowWrap: "anywhere" }}>
                      {partner.name}
                    </Text>
                  </Group>
                </Anchor>
              </Card>
            ))}
          </SimpleGrid>
        </Section>
      )}
      {project.apps.length > 0 && (
        <Section title={t("projects.detail.apps")}>
          <Group gap="md">
            {project.apps.map((app) => (
              <Anchor key={app.app_id} href={app.download_url} target="_blank" rel="noopener noreferrer nofollow">
                {app.name}
              </Anchor>
            ))}
          </Group>
        </Section>
      )}
    </Stack>
  );
}
