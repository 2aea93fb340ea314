import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";

/** Names as small chips; an en dash when there are none. At most `max` shown, then '+n'. */
export function ChipList({ names, max = 3 }: { names: readonly string[]; max?: number }) {
  if (names.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: "text.disabled" }}>
        –
      </Typography>
    );
  }
  const shown = names.slice(0, max);
  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.5 }}>
      {shown.map((name) => (
        <Chip key={name} label={name} size="small" variant="outlined" />
      ))}
      {names.length > max ? <Chip label={`+${names.length - max}`} size="small" title={names.join(", ")} /> : null}
    </Box>
  );
}
