import { Container, Stack, Title } from "@mantine/core";
import { type ReactNode, useEffect, useId } from "react";

interface PageFrameProps {
  title: string;
  children?: ReactNode;
  /** Narrow frames suit forms; the default suits lists. */
  size?: "sm" | "md" | "lg" | "xl";
  actions?: ReactNode;
}

/** The frame of every screen: a labelled region with the page's one h1, and the document title. */
export function PageFrame({ title, children, size = "lg", actions }: PageFrameProps) {
  const headingId = useId();
  useEffect(() => {
    document.title = `${title} · ICMS`;
  }, [title]);
  return (
    <Container size={size} py="xl" component="section" aria-labelledby={headingId}>
      <Stack gap="lg">
        <div className="page-frame__head">
          <Title order={1} id={headingId} fz={{ base: 26, sm: 32 }}>
            {title}
          </Title>
          {actions}
        </div>
        {children}
      </Stack>
    </Container>
  );
}
