import type { AuthorBrief } from "@icms/protocol";
import { Anchor, Avatar, Group, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { shortAddress } from "../address";
import { userPath } from "../../app/paths";

/** The name a user goes by: the nickname, or the short wallet address without one. */
export function displayName(user: Pick<AuthorBrief, "nickname" | "wallet_addr">): string {
  return user.nickname.trim() || shortAddress(user.wallet_addr);
}

/** An author's avatar and name, linking to their homepage, with optional text after the name. */
export function AuthorBadge({ author, size = 28, extra }: { author: AuthorBrief; size?: number; extra?: ReactNode }) {
  const name = displayName(author);
  return (
    <Group gap={8} wrap="nowrap">
      <Avatar src={author.avatar_url || null} size={size} radius="xl" alt="">
        {name.slice(0, 1).toUpperCase()}
      </Avatar>
      <div style={{ minWidth: 0 }}>
        <Anchor component={Link} to={userPath(author.uid)} size="sm" fw={600} c="inherit" lineClamp={1}>
          {name}
        </Anchor>
        {extra && (
          <Text size="xs" c="dimmed" component="div">
            {extra}
          </Text>
        )}
      </div>
    </Group>
  );
}
