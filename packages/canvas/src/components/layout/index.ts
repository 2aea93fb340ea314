import { defineComponent, type RegisteredComponent } from "../../defineComponent";
import { onDemand } from "../../onDemand";
import { appBarMeta, appBarPropsSchema } from "./AppBar/AppBar.meta";
import { drawerMeta, drawerPropsSchema } from "./Drawer/Drawer.meta";
import { fabMeta, fabPropsSchema } from "./Fab/Fab.meta";
import { focusContainerMeta, focusContainerPropsSchema } from "./FocusContainer/FocusContainer.meta";
import { persistentTabPanelMeta, persistentTabPanelPropsSchema } from "./PersistentTabPanel/PersistentTabPanel.meta";
import { splitMeta, splitPropsSchema } from "./Split/Split.meta";
import { stackMeta, stackPropsSchema } from "./Stack/Stack.meta";
import { tabPanelMeta, tabPanelPropsSchema } from "./TabPanel/TabPanel.meta";
import { tabsMeta, tabsPropsSchema } from "./Tabs/Tabs.meta";
import { toolbarMeta, toolbarPropsSchema } from "./Toolbar/Toolbar.meta";

/** The layout family, in the order the gallery lists it. */
export const layoutComponents: readonly RegisteredComponent[] = [
  defineComponent({ ...stackMeta, propsSchema: stackPropsSchema, component: onDemand(() => import("./Stack/Stack")) }),
  defineComponent({ ...tabsMeta, propsSchema: tabsPropsSchema, component: onDemand(() => import("./Tabs/Tabs")) }),
  defineComponent({
    ...tabPanelMeta,
    propsSchema: tabPanelPropsSchema,
    component: onDemand(() => import("./TabPanel/TabPanel")),
  }),
  defineComponent({
    ...persistentTabPanelMeta,
    propsSchema: persistentTabPanelPropsSchema,
    component: onDemand(() => import("./PersistentTabPanel/PersistentTabPanel")),
  }),
  defineComponent({ ...splitMeta, propsSchema: splitPropsSchema, component: onDemand(() => import("./Split/Split")) }),
  defineComponent({
    ...focusContainerMeta,
    propsSchema: focusContainerPropsSchema,
    component: onDemand(() => import("./FocusContainer/FocusContainer")),
  }),
  defineComponent({
    ...appBarMeta,
    propsSchema: appBarPropsSchema,
    component: onDemand(() => import("./AppBar/AppBar")),
  }),
  defineComponent({
    ...toolbarMeta,
    propsSchema: toolbarPropsSchema,
    component: onDemand(() => import("./Toolbar/Toolbar")),
  }),
  defineComponent({
    ...drawerMeta,
    propsSchema: drawerPropsSchema,
    component: onDemand(() => import("./Drawer/Drawer")),
  }),
  defineComponent({ ...fabMeta, propsSchema: fabPropsSchema, component: onDemand(() => import("./Fab/Fab")) }),
];
