import { ActionIcon, Group, Tooltip } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { ToolbarState } from "./editor-commands";

export type ToolbarAction =
  | "bold"
  | "italic"
  | "h2"
  | "h3"
  | "unorderedList"
  | "orderedList"
  | "link"
  | "blockquote"
  | "pre"
  | "image";

/** Each button's glyph: plain text marks, readable without an icon font. */
const GLYPHS: Record<ToolbarAction, ReactNode> = {
  bold: <b>B</b>,
  italic: <i>I</i>,
  h2: "H2",
  h3: "H3",
  unorderedList: "•≡",
  orderedList: "1.",
  link: "🔗",
  blockquote: "❝",
  pre: "</>",
  image: "🖼",
};

function pressed(action: ToolbarAction, state: ToolbarState): boolean | undefined {
  switch (action) {
    case "bold":
    case "italic":
    case "unorderedList":
    case "orderedList":
      return state[action];
    case "h2":
    case "h3":
    case "blockquote":
    case "pre":
      return state.block === action;
    default:
      return undefined;
  }
}

interface EditorToolbarProps {
  actions: ToolbarAction[];
  state: ToolbarState;
  disabled?: boolean;
  busy?: ToolbarAction | null;
  onAction: (action: ToolbarAction) => void;
}

/** The formatting buttons: toggles report their state with aria-pressed. */
export function EditorToolbar({ actions, state, disabled, busy, onAction }: EditorToolbarProps) {
  const { t } = useTranslation();
  return (
    <Group gap={4} role="toolbar" aria-label={t("editor.toolbar")} className="editor__toolbar">
      {actions.map((action) => {
        const label = t(`editor.${action}`);
        return (
          <Tooltip key={action} label={label} openDelay={400}>
            <ActionIcon
              variant={pressed(action, state) ? "filled" : "subtle"}
              color="gray"
              size="md"
              aria-label={label}
              aria-pressed={pressed(action, state)}
              disabled={disabled}
              loading={busy === action}
              // Keep the text selection: a mouse press on the button must not move focus.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onAction(action)}
            >
              <span aria-hidden="true" style={{ fontSize: 13 }}>
                {GLYPHS[action]}
              </span>
            </ActionIcon>
          </Tooltip>
        );
      })}
    </Group>
  );
}
