import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import { useTheme } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import { messages } from "@storyframe/core";
import { lazy } from "react";
import { Navigate } from "react-router";
import { useAppStore } from "../app/store";
import { useSession } from "../auth/useSession";
import { BrandMark } from "./BrandMark";
import { OnDemandPart } from "./OnDemandPart";
import { useMenuItems } from "./sideMenu/useMenuItems";

// The cards wait for the menu's answer anyway: their code loads beside it, after the welcome has painted.
const HomePageStorylines = lazy(() =>
  import("./HomePageStorylines").then((module) => ({ default: module.HomePageStorylines })),
);

/**
 * The landing page: the tenant's default page when one is configured; otherwise a welcome and, beneath it,
 * the storylines the user may open, those they opened lately first.
 */
export function HomePage() {
  const settings = useAppStore((state) => state.settings);
  const defaultPageUrl = settings?.defaultPageUrl;
  // A default page of "/" would send the home page to itself forever.
  if (defaultPageUrl && defaultPageUrl !== "/") return <Navigate replace to={defaultPageUrl} />;
  return <Welcome tenantName={settings?.tenantName} />;
}

function Welcome({ tenantName }: { tenantName: string | undefined }) {
  const { palette } = useTheme();
  const session = useSession();
  // The side menu's query: the same answer, with the items the user may not open left out.
  const { query: menu, isLoading } = useMenuItems();

  return (
    <Box sx={{ maxWidth: 1100, mx: "auto", display: "flex", flexDirection: "column", gap: 4 }}>
      <Paper variant="outlined" sx={{ overflow: "hidden" }}>
        <Box
          sx={{
            height: 6,
            background: `linear-gradient(90deg, ${palette.primary.main} 0%, ${palette.primary.light} 55%, ${palette.secondary.main} 100%)`,
          }}
        />
        <Box sx={{ px: { xs: 3, sm: 6 }, py: { xs: 4, sm: 5 }, display: "flex", gap: 3, alignItems: "flex-start" }}>
          <Box sx={{ display: { xs: "none", sm: "block" }, pt: 0.5 }}>
            <BrandMark size={48} color={palette.primary.main} />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h1">Welcome</Typography>
            {tenantName ? (
              <Typography variant="subtitle1" sx={{ color: "text.secondary", mt: 0.5 }}>
                {tenantName}
              </Typography>
            ) : null}
            <Typography sx={{ mt: 3, maxWidth: 560 }}>{messages.homeLine}</Typography>
          </Box>
        </Box>
      </Paper>
      <OnDemandPart>
        <HomePageStorylines
          menu={menu.data}
          userId={session?.userId ?? null}
          loading={isLoading}
          failed={menu.isError}
          onRetry={() => void menu.refetch()}
        />
      </OnDemandPart>
    </Box>
  );
}
