import { type CSSVariablesResolver, createTheme } from "@mantine/core";

/**
 * The warning colour of development-only controls and chain prompts: darker than Mantine's
 * orange 9 (4.3:1 with white), so text on it or in it keeps a 4.5:1 contrast (5.9:1).
 */
export const WARNING_STRONG = "#b33c0c";

export const theme = createTheme({
  primaryColor: "blue",
  // A darker shade than Mantine's default keeps white button text above 4.5:1 contrast.
  primaryShade: { light: 8, dark: 6 },
  defaultRadius: "md",
  fontFamily:
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'PingFang SC', 'Microsoft YaHei', sans-serif",
  focusRing: "auto",
});

/** Secondary ("dimmed") text one shade darker than Mantine's default, for 4.5:1 contrast on light backgrounds. */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { "--mantine-color-dimmed": t.colors.gray[7] },
  dark: {},
});
