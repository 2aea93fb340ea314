import type { ComponentDocs } from "../../defineComponent";
import { appBarDocs } from "./AppBar/AppBar.docs";
import { drawerDocs } from "./Drawer/Drawer.docs";
import { fabDocs } from "./Fab/Fab.docs";
import { focusContainerDocs } from "./FocusContainer/FocusContainer.docs";
import { persistentTabPanelDocs } from "./PersistentTabPanel/PersistentTabPanel.docs";
import { splitDocs } from "./Split/Split.docs";
import { stackDocs } from "./Stack/Stack.docs";
import { tabPanelDocs } from "./TabPanel/TabPanel.docs";
import { tabsDocs } from "./Tabs/Tabs.docs";
import { toolbarDocs } from "./Toolbar/Toolbar.docs";

/** The docs of the layout family, in the order of `layoutComponents`. */
export const layoutComponentDocs: readonly ComponentDocs[] = [
  stackDocs,
  tabsDocs,
  tabPanelDocs,
  persistentTabPanelDocs,
  splitDocs,
  focusContainerDocs,
  appBarDocs,
  toolbarDocs,
  drawerDocs,
  fabDocs,
];
