import Typography from "@mui/material/Typography";

/** What a tab shows while no storyline is open in the viewer. */
export function EmptyTarget() {
  return <Typography color="text.secondary">Open a storyline to debug it.</Typography>;
}
