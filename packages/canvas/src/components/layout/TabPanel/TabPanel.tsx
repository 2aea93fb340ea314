import Box from "@mui/material/Box";
import { useParameter } from "../../../runtime/CanvasRuntimeContext";
import { isSameTab, tabId, tabPanelId, tabsParameterName } from "../Tabs/tabIds";
import type { TabPanelProps } from "./TabPanel.meta";

/** Shows its children only while the tab `value` of the Tabs `name` is selected. */
export default function TabPanel({ name, value, children }: TabPanelProps) {
  const [selected] = useParameter<unknown>(tabsParameterName(name));
  if (!isSameTab(selected, value)) return null;
  return (
    <Box
      role="tabpanel"
      id={tabPanelId(name, value)}
      aria-labelledby={tabId(name, value)}
      className="sf-tab-panel"
      sx={{ py: 2 }}
    >
      {children}
    </Box>
  );
}
