import Divider from "@mui/material/Divider";
import MuiStack from "@mui/material/Stack";
import type { StackProps } from "./Stack.meta";

/** A flex box with even gaps between its children. */
export default function Stack({ direction, gap, align, justify, wrap, divider, children }: StackProps) {
  const horizontal = direction.startsWith("row");
  return (
    <MuiStack
      direction={direction}
      spacing={gap}
      useFlexGap
      divider={divider ? <Divider orientation={horizontal ? "vertical" : "horizontal"} flexItem /> : undefined}
      className="sf-stack"
      sx={{ alignItems: align, justifyContent: justify, flexWrap: wrap ? "wrap" : "nowrap" }}
    >
      {children}
    </MuiStack>
  );
}
