import { defineComponent, loadedOnUse, type RegisteredComponent } from "../../defineComponent";
import { appBarTag } from "./AppBar/AppBar.tag";
import { drawerTag } from "./Drawer/Drawer.tag";
import { fabTag } from "./Fab/Fab.tag";
import { focusContainerTag } from "./FocusContainer/FocusContainer.tag";
import { persistentTabPanelTag } from "./PersistentTabPanel/PersistentTabPanel.tag";
import { splitTag } from "./Split/Split.tag";
import { stackTag } from "./Stack/Stack.tag";
import { tabPanelTag } from "./TabPanel/TabPanel.tag";
import { tabsTag } from "./Tabs/Tabs.tag";
import { toolbarTag } from "./Toolbar/Toolbar.tag";

/** The layout family, in the order the gallery lists it. */
export const layoutComponents: readonly RegisteredComponent[] = [
  defineComponent({
    ...stackTag,
    ...loadedOnUse(
      () => import("./Stack/Stack"),
      async () => (await import("./Stack/Stack.meta")).stackPropsSchema,
    ),
  }),
  defineComponent({
    ...tabsTag,
    ...loadedOnUse(
      () => import("./Tabs/Tabs"),
      async () => (await import("./Tabs/Tabs.meta")).tabsPropsSchema,
    ),
  }),
  defineComponent({
    ...tabPanelTag,
    ...loadedOnUse(
      () => import("./TabPanel/TabPanel"),
      async () => (await import("./TabPanel/TabPanel.meta")).tabPanelPropsSchema,
    ),
  }),
  defineComponent({
    ...persistentTabPanelTag,
    ...loadedOnUse(
      () => import("./PersistentTabPanel/PersistentTabPanel"),
      async () => (await import("./PersistentTabPanel/PersistentTabPanel.meta")).persistentTabPanelPropsSchema,
    ),
  }),
  defineComponent({
    ...splitTag,
    ...loadedOnUse(
      () => import("./Split/Split"),
      async () => (await import("./Split/Split.meta")).splitPropsSchema,
    ),
  }),
  defineComponent({
    ...focusContainerTag,
    ...loadedOnUse(
      () => import("./FocusContainer/FocusContainer"),
      async () => (await import("./FocusContainer/FocusContainer.meta")).focusContainerPropsSchema,
    ),
  }),
  defineComponent({
    ...appBarTag,
    ...loadedOnUse(
      () => import("./AppBar/AppBar"),
      async () => (await import("./AppBar/AppBar.meta")).appBarPropsSchema,
    ),
  }),
  defineComponent({
    ...toolbarTag,
    ...loadedOnUse(
      () => import("./Toolbar/Toolbar"),
      async () => (await import("./Toolbar/Toolbar.meta")).toolbarPropsSchema,
    ),
  }),
  defineComponent({
    ...drawerTag,
    ...loadedOnUse(
      () => import("./Drawer/Drawer"),
      async () => (await import("./Drawer/Drawer.meta")).drawerPropsSchema,
    ),
  }),
  defineComponent({
    ...fabTag,
    ...loadedOnUse(
      () => import("./Fab/Fab"),
      async () => (await import("./Fab/Fab.meta")).fabPropsSchema,
    ),
  }),
];
