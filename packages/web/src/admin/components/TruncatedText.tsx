import Typography, { type TypographyProps } from "@mui/material/Typography";

interface TruncatedTextProps {
  text: string;
  /** Bold for the row's name. */
  strong?: boolean;
  color?: TypographyProps["color"];
}

/**
 * A grid cell's text on one line, cut with an ellipsis where its column ends; the whole text shows on hover (the
 * browser's own tooltip: a popup tooltip did not open reliably inside the grid's cells) and stays the element's
 * text, so it is read out and found in full.
 */
export function TruncatedText({ text, strong = false, color }: TruncatedTextProps) {
  return (
    <Typography
      variant="body2"
      noWrap
      title={text}
      {...(color ? { color } : {})}
      sx={{ display: "block", maxWidth: "100%", fontWeight: strong ? 600 : undefined }}
    >
      {text}
    </Typography>
  );
}
