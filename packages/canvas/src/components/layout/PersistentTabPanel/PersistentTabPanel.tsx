import Box from "@mui/material/Box";
import { useParameter } from "../../../runtime/CanvasRuntimeContext";
import { isSameTab, tabId, tabPanelId, tabsParameterName } from "../Tabs/tabIds";
import type { PersistentTabPanelProps } from "./PersistentTabPanel.meta";

/** Keeps its children mounted and hides them while another tab of the Tabs `name` is selected. */
export default function PersistentTabPanel({ name, value, children }: PersistentTabPanelProps) {
  const [selected] = useParameter<unknown>(tabsParameterName(name));
  const shown = isSameTab(selected, value);
  return (
    <Box
      role="tabpanel"
      id={tabPanelId(name, value)}
      aria-labelledby={tabId(name, value)}
      hidden={!shown}
      className="sf-tab-panel sf-tab-panel-persistent"
      sx={{ py: 2, ...(shown ? {} : { display: "none" }) }}
    >
      {children}
    </Box>
  );
}
