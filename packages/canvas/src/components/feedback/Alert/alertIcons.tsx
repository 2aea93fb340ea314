import CheckCircleOutlinedIcon from "@mui/icons-material/CheckCircleOutlined";
import ErrorOutlineOutlinedIcon from "@mui/icons-material/ErrorOutlineOutlined";
import InfoOutlinedIcon from "@mui/icons-material/InfoOutlined";
import WarningAmberOutlinedIcon from "@mui/icons-material/WarningAmberOutlined";
import type { ReactNode } from "react";
import type { AlertKind } from "./alertAppearance";

/** The icon of each alert kind; success shows a check. */
export const alertIcons: Readonly<Record<AlertKind, ReactNode>> = {
  success: <CheckCircleOutlinedIcon fontSize="inherit" data-icon="check" />,
  error: <ErrorOutlineOutlinedIcon fontSize="inherit" data-icon="error" />,
  warning: <WarningAmberOutlinedIcon fontSize="inherit" data-icon="warning" />,
  info: <InfoOutlinedIcon fontSize="inherit" data-icon="info" />,
};

/** Errors and warnings interrupt a screen reader; success and info wait their turn. */
export const alertRole = (kind: AlertKind): "alert" | "status" =>
  kind === "error" || kind === "warning" ? "alert" : "status";
