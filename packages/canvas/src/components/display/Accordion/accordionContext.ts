import { createContext, useContext } from "react";

/** What an Accordion shares with its groups: which one is open, and the titles in use. */
export type AccordionState = {
  /** The title of the expanded group, or null when all are collapsed. */
  expanded: string | null;
  /** Expands the group with this title, or collapses it when it is the expanded one. */
  choose: (title: string) => void;
  /** Records a group's title under its own id; returns the function that forgets it. */
  register: (id: string, title: string) => () => void;
  /** Titles used by more than one group. */
  duplicates: ReadonlySet<string>;
  fillAvailableSpace: boolean;
};

export const AccordionContext = createContext<AccordionState | null>(null);

export const useAccordion = (): AccordionState | null => useContext(AccordionContext);
