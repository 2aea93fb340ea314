import Box from "@mui/material/Box";
import { useCallback, useMemo, useState } from "react";
import { useBoundParameter } from "../../../runtime/useBoundParameter";
import type { AccordionProps } from "./Accordion.meta";
import { AccordionContext, type AccordionState } from "./accordionContext";
import { duplicateTitles } from "./duplicateTitles";

/** Holds which of its AccordionGroup children is expanded: one at a time, or none. */
export default function Accordion({ expandedGroup, fillAvailableSpace, parameter, children }: AccordionProps) {
  const [stored, setExpanded] = useBoundParameter<unknown>(parameter, expandedGroup ?? null);
  const expanded = typeof stored === "string" ? stored : null;
  const [titles, setTitles] = useState<ReadonlyMap<string, string>>(() => new Map());

  const choose = useCallback(
    (title: string) => setExpanded(title === expanded ? null : title),
    [expanded, setExpanded],
  );
  const register = useCallback((id: string, title: string) => {
    setTitles((current) => new Map(current).set(id, title));
    return () =>
      setTitles((current) => {
        const next = new Map(current);
        next.delete(id);
        return next;
      });
  }, []);
  const duplicates = useMemo(() => duplicateTitles(titles), [titles]);
  const state = useMemo<AccordionState>(
    () => ({ expanded, choose, register, duplicates, fillAvailableSpace }),
    [expanded, choose, register, duplicates, fillAvailableSpace],
  );

  return (
    <AccordionContext.Provider value={state}>
      <Box
        className="sf-accordion"
        sx={
          fillAvailableSpace
            ? { display: "flex", flexDirection: "column", flex: "1 1 auto", height: "100%", minHeight: 0 }
            : undefined
        }
      >
        {children}
      </Box>
    </AccordionContext.Provider>
  );
}
