import type { ProjectSummary } from "@icms/protocol";
import { Anchor, AspectRatio, Avatar, Badge, Card, Group, Image, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { projectPaths } from "./paths";

/** A passed project in the public list: cover, logo, title, abstract and tags. */
export function ProjectCard({ project, onTag }: { project: ProjectSummary; onTag: (tag: string) => void }) {
  return (
    <Card withBorder radius="md" padding="sm" component="article" data-testid="project-card">
      <Card.Section>
        <AspectRatio ratio={16 / 9}>
          <Image src={project.cover_url} alt="" fit="cover" />
        </AspectRatio>
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Group gap="xs" wrap="nowrap">
          <Avatar src={project.logo_url} alt="" radius="sm" size="sm" />
          <Anchor component={Link} to={projectPaths.detail(project.project_id)} fw={600} lineClamp={1}>
            {project.title}
          </Anchor>
        </Group>
        <Text size="sm" c="dimmed" lineClamp={2}>
          {project.abstract}
        </Text>
        <Group gap={4}>
          {project.tags.map((tag) => (
            <Badge
              key={tag}
              variant="light"
              component="button"
              type="button"
              onClick={() => onTag(tag)}
              style={{ cursor: "pointer" }}
            >
              {tag}
            </Badge>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}
