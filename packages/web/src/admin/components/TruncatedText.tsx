import Tooltip from "@mui/material/Tooltip";
import Typography, { type TypographyProps } from "@mui/material/Typography";

interface TruncatedTextProps {
  text: string;
  /** Bold for the row's name. */
  strong?: boolean;
  color?: TypographyProps["color"];
}

/**
 * A grid cell's text on one line, cut with an ellipsis where its column ends; the whole text is in a tooltip
 * (and stays the element's text, so it is read out and found in full).
 */
export function TruncatedText({ text, strong = false, color }: TruncatedTextProps) {
  return (
    <Tooltip title={text} placement="bottom-start" enterDelay={400}>
      <Typography
        variant="body2"
        noWrap
        tabIndex={-1}
        {...(color ? { color } : {})}
        sx={{ display: "block", maxWidth: "100%", fontWeight: strong ? 600 : undefined }}
      >
        {text}
      </Typography>
    </Tooltip>
  );
}
