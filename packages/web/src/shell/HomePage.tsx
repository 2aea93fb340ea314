import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import { useTheme } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import { messages } from "@storyframe/core";
import { Navigate } from "react-router";
import { useAppStore } from "../app/store";
import { BrandMark } from "./BrandMark";

/** The landing page: the tenant's default page when one is configured, a welcome otherwise. */
export function HomePage() {
  const settings = useAppStore((state) => state.settings);
  const defaultPageUrl = settings?.defaultPageUrl;
  const { palette } = useTheme();

  // A default page of "/" would send the home page to itself forever.
  if (defaultPageUrl && defaultPageUrl !== "/") return <Navigate replace to={defaultPageUrl} />;

  return (
    <Paper variant="outlined" sx={{ overflow: "hidden", maxWidth: 1100, mx: "auto" }}>
      <Box
        sx={{
          height: 6,
          background: `linear-gradient(90deg, ${palette.primary.main} 0%, ${palette.primary.light} 55%, ${palette.secondary.main} 100%)`,
        }}
      />
      <Box sx={{ px: { xs: 3, sm: 6 }, py: { xs: 5, sm: 7 }, display: "flex", gap: 3, alignItems: "flex-start" }}>
        <Box sx={{ display: { xs: "none", sm: "block" }, pt: 0.5 }}>
          <BrandMark size={48} color={palette.primary.main} />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h1">Welcome</Typography>
          {settings ? (
            <Typography variant="subtitle1" sx={{ color: "text.secondary", mt: 0.5 }}>
              {settings.tenantName}
            </Typography>
          ) : null}
          <Typography sx={{ mt: 3, maxWidth: 560 }}>{messages.homeLine}</Typography>
        </Box>
      </Box>
    </Paper>
  );
}
