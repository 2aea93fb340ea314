import SupportAgentIcon from "@mui/icons-material/SupportAgent";
import IconButton from "@mui/material/IconButton";
import { useState } from "react";
import { useLocation } from "react-router";
import { useAppStore } from "../../app/store";
import { useSession } from "../../auth/useSession";
import { useLatestErrorStore } from "../../diagnostics/clientErrorReporter";
import { usePageHeaderStore } from "../pageHeader";
import { supportMailto } from "./supportMail";

/** Opens an e-mail to the tenant owner, pre-filled; shown only when the requestSupport feature is on. */
export function RequestAssistance() {
  const settings = useAppStore((state) => state.settings);
  const session = useSession();
  const pageTitle = usePageHeaderStore((state) => state.header?.title ?? "");
  const latestError = useLatestErrorStore((state) => state.latest);
  useLocation();
  // The window size is read when the pointer or focus reaches the button, so the e-mail has the current one.
  const [windowSize, setWindowSize] = useState(() => ({ width: window.innerWidth, height: window.innerHeight }));
  const owner = settings?.owner;
  if (!settings?.features.requestSupport || !owner || !session) return null;

  const href = supportMailto({
    owner,
    tenantName: settings.tenantName,
    url: window.location.href,
    pageTitle: pageTitle || document.title,
    userName: session.name,
    userEmail: session.email,
    browser: navigator.userAgent,
    windowSize,
    latestError,
  });
  const measure = () => setWindowSize({ width: window.innerWidth, height: window.innerHeight });

  return (
    <IconButton
      component="a"
      href={href}
      aria-label="Request assistance"
      title="Request assistance"
      onPointerEnter={measure}
      onFocus={measure}
      sx={{ color: "text.secondary" }}
    >
      <SupportAgentIcon />
    </IconButton>
  );
}
