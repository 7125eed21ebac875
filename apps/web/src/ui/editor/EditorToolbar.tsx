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

/** A line icon on a 24 px grid, hidden from assistive technology (the button carries the name). */
const svg = (path: string) => (
  <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
    <path d={path} strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/** Each button's glyph: text marks where they read well, small drawings otherwise (no font needed). */
const GLYPHS: Record<ToolbarAction, ReactNode> = {
  bold: <b>B</b>,
  italic: <i>I</i>,
  h2: "H2",
  h3: "H3",
  unorderedList: svg("M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01"),
  orderedList: "1.",
  link: svg("M10 14a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1M14 10a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1"),
  blockquote: svg("M7 7h4v4H8v3H6V9a2 2 0 0 1 1-2zM15 7h4v4h-3v3h-2V9a2 2 0 0 1 1-2z"),
  pre: "</>",
  image: svg("M4 5h16v14H4zM4 15l5-5 4 4 3-3 4 4M15 9h.01"),
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
