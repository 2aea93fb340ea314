import ConstructionIcon from "@mui/icons-material/Construction";
import ErrorOutlineIcon from "@mui/icons-material/ErrorOutlineOutlined";
import SearchOffIcon from "@mui/icons-material/SearchOff";
import WifiOffIcon from "@mui/icons-material/WifiOff";
import Box from "@mui/material/Box";
import type { ErrorType } from "@storyframe/core";

interface ErrorLook {
  Icon: typeof ErrorOutlineIcon;
  iconName: string;
  color: string;
  background: string;
}

const looks: Record<ErrorType, ErrorLook> = {
  Connectivity: { Icon: WifiOffIcon, iconName: "WifiOff", color: "#a16207", background: "#fef6dc" },
  NotFound: { Icon: SearchOffIcon, iconName: "SearchOff", color: "#2f55d4", background: "#e9eefc" },
  Generic: {
    Icon: ErrorOutlineIcon,
    iconName: "ErrorOutlineOutlined",
    color: "#c2410c",
    background: "#fdede6",
  },
  Maintenance: { Icon: ConstructionIcon, iconName: "Construction", color: "#a16207", background: "#fef6dc" },
};

/** The icon of an error kind in a tinted circle. The test id names the icon (e.g. "WifiOffIcon"). */
export function ErrorTypeBadge({ type }: { type: ErrorType }) {
  const { Icon, iconName, color, background } = looks[type];
  return (
    <Box
      sx={{
        width: 72,
        height: 72,
        borderRadius: "50%",
        display: "grid",
        placeItems: "center",
        color,
        bgcolor: background,
      }}
    >
      <Icon data-testid={`${iconName}Icon`} aria-hidden="true" sx={{ fontSize: 36 }} />
    </Box>
  );
}
