import { lazy } from "react";
import { defineComponent, type RegisteredComponent } from "../../defineComponent";
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
  defineComponent({ ...stackMeta, propsSchema: stackPropsSchema, component: lazy(() => import("./Stack/Stack")) }),
  defineComponent({ ...tabsMeta, propsSchema: tabsPropsSchema, component: lazy(() => import("./Tabs/Tabs")) }),
  defineComponent({
    ...tabPanelMeta,
    propsSchema: tabPanelPropsSchema,
    component: lazy(() => import("./TabPanel/TabPanel")),
  }),
  defineComponent({
    ...persistentTabPanelMeta,
    propsSchema: persistentTabPanelPropsSchema,
    component: lazy(() => import("./PersistentTabPanel/PersistentTabPanel")),
  }),
  defineComponent({ ...splitMeta, propsSchema: splitPropsSchema, component: lazy(() => import("./Split/Split")) }),
  defineComponent({
    ...focusContainerMeta,
    propsSchema: focusContainerPropsSchema,
    component: lazy(() => import("./FocusContainer/FocusContainer")),
  }),
  defineComponent({ ...appBarMeta, propsSchema: appBarPropsSchema, component: lazy(() => import("./AppBar/AppBar")) }),
  defineComponent({
    ...toolbarMeta,
    propsSchema: toolbarPropsSchema,
    component: lazy(() => import("./Toolbar/Toolbar")),
  }),
  defineComponent({ ...drawerMeta, propsSchema: drawerPropsSchema, component: lazy(() => import("./Drawer/Drawer")) }),
  defineComponent({ ...fabMeta, propsSchema: fabPropsSchema, component: lazy(() => import("./Fab/Fab")) }),
];
