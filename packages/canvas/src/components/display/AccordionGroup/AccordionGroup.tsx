import AddIcon from "@mui/icons-material/Add";
import RemoveIcon from "@mui/icons-material/Remove";
import MuiAccordion from "@mui/material/Accordion";
import AccordionDetails from "@mui/material/AccordionDetails";
import AccordionSummary from "@mui/material/AccordionSummary";
import type { SxProps, Theme } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import { useId, useLayoutEffect } from "react";
import { problemStyle } from "../../shared/problemStyle";
import { useAccordion } from "../Accordion/accordionContext";
import { type AccordionGroupProps, duplicateTitleMessage, outsideAccordionMessage } from "./AccordionGroup.meta";

/** The expanded group takes the height its siblings leave and scrolls inside. */
const fillingStyle: SxProps<Theme> = {
  flex: "1 1 0",
  minHeight: 0,
  display: "flex",
  flexDirection: "column",
  "& > .MuiCollapse-root": { flex: "1 1 0", minHeight: 0 },
  "& .MuiCollapse-wrapper, & .MuiCollapse-wrapperInner, & .MuiAccordion-region": { height: "100%" },
  "& .MuiAccordionDetails-root": { height: "100%", overflow: "auto", boxSizing: "border-box" },
};

/** One section of an Accordion; the Accordion decides whether it is expanded. */
export default function AccordionGroup({ title, children }: AccordionGroupProps) {
  const accordion = useAccordion();
  const id = useId();
  const register = accordion?.register;

  useLayoutEffect(() => register?.(id, title), [register, id, title]);

  if (accordion === null) {
    return (
      <div role="alert" className="sf-accordion-error" style={problemStyle}>
        {outsideAccordionMessage(title)}
      </div>
    );
  }
  if (accordion.duplicates.has(title)) {
    return (
      <div role="alert" className="sf-accordion-error" style={problemStyle}>
        {duplicateTitleMessage(title)}
      </div>
    );
  }

  const expanded = accordion.expanded === title;
  const fills = accordion.fillAvailableSpace && expanded;
  return (
    <MuiAccordion
      className="sf-accordion-group"
      data-group={title}
      expanded={expanded}
      onChange={() => accordion.choose(title)}
      disableGutters
      slotProps={fills ? { transition: { timeout: 0 } } : undefined}
      sx={fills ? fillingStyle : { flex: "0 0 auto" }}
    >
      <AccordionSummary
        id={`${id}-header`}
        aria-controls={`${id}-panel`}
        expandIcon={expanded ? <RemoveIcon data-icon="minus" /> : <AddIcon data-icon="plus" />}
        sx={{ "& .MuiAccordionSummary-expandIconWrapper.Mui-expanded": { transform: "none" } }}
      >
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
      </AccordionSummary>
      {/* A filling group scrolls inside: focusable, so keyboard users can scroll it. */}
      <AccordionDetails tabIndex={fills ? 0 : undefined}>{children}</AccordionDetails>
    </MuiAccordion>
  );
}
