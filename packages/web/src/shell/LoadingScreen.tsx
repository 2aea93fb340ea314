import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import { keyframes } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import { BrandMark } from "./BrandMark";

// Fading in after a short delay keeps a fast start from flashing the spinner.
const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/** Full-screen state shown while the tenant's settings load. */
export function LoadingScreen() {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        minHeight: "100vh",
        display: "grid",
        placeItems: "center",
        bgcolor: "background.default",
        animation: `${fadeIn} 300ms ease-out 150ms both`,
      }}
    >
      <Box sx={{ display: "flex", flexDirection: "column", alignItems: "center", gap: 3 }}>
        <Box sx={{ position: "relative", width: 80, height: 80, display: "grid", placeItems: "center" }}>
          <CircularProgress
            size={80}
            thickness={2}
            aria-hidden="true"
            sx={{ position: "absolute", inset: 0, color: "primary.light" }}
          />
          <BrandMark size={40} />
        </Box>
        <Typography sx={{ color: "text.secondary", letterSpacing: "0.02em" }}>Loading…</Typography>
      </Box>
    </Box>
  );
}
