import type { ReactNode } from "react";
import type { z } from "zod";
import { tabPanelPropsSchema } from "../TabPanel/TabPanel.meta";

export const persistentTabPanelPropsSchema = tabPanelPropsSchema;

export type PersistentTabPanelProps = z.output<typeof persistentTabPanelPropsSchema> & { children?: ReactNode };
