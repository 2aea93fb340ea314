import Avatar from "@mui/material/Avatar";

interface UserAvatarProps {
  name: string;
  picture: string | null;
  size?: number;
}

/** "Ada Lovelace" → "AL", "Anonymous" → "A"; code points, so accented letters and emoji stay whole. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const initials = [first, last].map((word) => (word ? (Array.from(word)[0] ?? "") : "")).join("");
  return initials.toUpperCase() || "?";
}

/** The user's picture, or their initials when there is none (or it fails to load), named after the user. */
export function UserAvatar({ name, picture, size = 34 }: UserAvatarProps) {
  return (
    <Avatar
      src={picture ?? undefined}
      alt=""
      role="img"
      aria-label={name}
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.42,
        fontWeight: 600,
        bgcolor: "secondary.dark",
        color: "#fff",
      }}
    >
      {initialsOf(name)}
    </Avatar>
  );
}
