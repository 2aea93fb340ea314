import Box from "@mui/material/Box";
import Tab from "@mui/material/Tab";
import MuiTabs from "@mui/material/Tabs";
import { useEffect } from "react";
import { useParameter } from "../../../runtime/CanvasRuntimeContext";
import { useCallbackApi } from "../../shared/callbackApi";
import { callSafely } from "../../shared/safeCallback";
import type { TabsProps } from "./Tabs.meta";
import { isEmptySelection, isSameTab, tabId, tabPanelId, tabsParameterName } from "./tabIds";

/** Tabs whose selection lives in the parameter 'tabs-{name}', set from defaultValue while it is empty. */
export default function Tabs({ name, tabs, defaultValue, variant, label, onChange, children }: TabsProps) {
  const [selected, setSelected] = useParameter<unknown>(tabsParameterName(name));
  const callbackApi = useCallbackApi();
  const initial = defaultValue ?? tabs[0]?.value;

  useEffect(() => {
    if (isEmptySelection(selected) && initial !== undefined) setSelected(initial);
  }, [selected, initial, setSelected]);

  const current = isEmptySelection(selected) ? initial : selected;
  const currentTab = tabs.find((tab) => isSameTab(current, tab.value));

  return (
    <Box className="sf-tabs">
      <MuiTabs
        value={currentTab === undefined ? false : String(currentTab.value)}
        onChange={(_event, value: string) => {
          const tab = tabs.find((candidate) => String(candidate.value) === value);
          if (tab === undefined) return;
          setSelected(tab.value);
          callSafely(onChange, "Tabs onChange", tab.value, callbackApi());
        }}
        variant={variant}
        scrollButtons={variant === "scrollable" ? "auto" : false}
        allowScrollButtonsMobile={variant === "scrollable"}
        aria-label={label ?? name}
        sx={{ borderBottom: 1, borderColor: "divider" }}
      >
        {tabs.map((tab) => (
          <Tab
            key={String(tab.value)}
            value={String(tab.value)}
            label={tab.label}
            disabled={tab.disabled}
            id={tabId(name, tab.value)}
            aria-controls={tabPanelId(name, tab.value)}
          />
        ))}
      </MuiTabs>
      {children}
    </Box>
  );
}
