import { Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PageFrame } from "../../ui/PageFrame";

const PARAGRAPHS = {
  Privacy: ["pages.privacy.p1", "pages.privacy.p2", "pages.privacy.p3", "pages.privacy.p4"],
  About: ["pages.about.p1", "pages.about.p2"],
  Disclaimer: ["pages.disclaimer.p1", "pages.disclaimer.p2", "pages.disclaimer.p3"],
} as const;

function TextPage({ name }: { name: keyof typeof PARAGRAPHS }) {
  const { t } = useTranslation();
  return (
    <PageFrame title={t(`routes.${name}`)} size="md">
      <Stack gap="md">
        {PARAGRAPHS[name].map((key) => (
          <Text key={key}>{t(key)}</Text>
        ))}
      </Stack>
    </PageFrame>
  );
}

/** /privacy: what the platform stores and why. */
export const PrivacyPage = () => <TextPage name="Privacy" />;
/** /about: what ICMS is. */
export const AboutPage = () => <TextPage name="About" />;
/** /disclaimer: content is information, not advice. */
export const DisclaimerPage = () => <TextPage name="Disclaimer" />;
