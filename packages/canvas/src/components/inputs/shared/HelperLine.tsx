import Box from "@mui/material/Box";
import type { ReactNode } from "react";

/** A field's helper line: the message on the left, a counter on the right. */
export function HelperLine({ message, counter }: { message: ReactNode; counter: string | null }) {
  if (counter === null) return message;
  return (
    <Box component="span" sx={{ display: "flex", justifyContent: "space-between", gap: 2 }}>
      <span>{message}</span>
      <Box component="span" className="sf-character-counter" sx={{ flexShrink: 0, fontVariantNumeric: "tabular-nums" }}>
        {counter}
      </Box>
    </Box>
  );
}
