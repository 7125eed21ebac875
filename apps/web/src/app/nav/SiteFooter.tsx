import { Anchor, Container, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FOOTER_LINKS } from "./menus";
import { useNavLabel } from "./nav-label";

/** The footer: the link menu and the copyright with the current year. */
export function SiteFooter({ year = new Date().getFullYear() }: { year?: number }) {
  const { t } = useTranslation();
  const navLabel = useNavLabel();
  return (
    <footer className="site-footer">
      <Container size="lg" py="lg">
        <nav aria-label={t("footer.label")}>
          <Group gap="md" component="ul" className="plain-list">
            {FOOTER_LINKS.map((item) => (
              <li key={item.key}>
                <Anchor component={Link} to={item.to} size="sm" c="dimmed">
                  {navLabel(item)}
                </Anchor>
              </li>
            ))}
          </Group>
        </nav>
        <Text size="sm" c="dimmed" mt="sm">
          {t("footer.copyright", { year })}
        </Text>
      </Container>
    </footer>
  );
}
