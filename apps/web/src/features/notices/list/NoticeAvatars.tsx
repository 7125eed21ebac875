import type { AuthorBrief } from "@icms/protocol";
import { Avatar } from "@mantine/core";
import { BellIcon } from "../../../ui/icons";
import { actorName } from "../notice-text";

/** The latest actors' avatars (at most three), or the bell for the platform's own notices. */
export function NoticeAvatars({ actors, size = 32 }: { actors: AuthorBrief[]; size?: number }) {
  if (actors.length === 0) {
    return (
      <Avatar size={size} radius="xl" color="blue" alt="">
        <BellIcon />
      </Avatar>
    );
  }
  return (
    <Avatar.Group spacing={size / 3}>
      {actors.slice(0, 3).map((actor) => (
        <Avatar key={actor.uid} src={actor.avatar_url || null} size={size} radius="xl" alt="">
          {actorName(actor).slice(0, 1).toUpperCase()}
        </Avatar>
      ))}
    </Avatar.Group>
  );
}
