import Box from "@mui/material/Box";
import { Children, Fragment, type ReactNode, useEffect, useId, useMemo, useRef, useState } from "react";
import { Group, type GroupImperativeHandle, type Layout, Panel, Separator } from "react-resizable-panels";
import { useParameter } from "../../../runtime/CanvasRuntimeContext";
import type { SplitProps } from "./Split.meta";
import { initialSizes, isSizeList, sameSizes, sizesInOrder } from "./splitSizes";

const splitSx = {
  "& [data-separator]": {
    flex: "0 0 6px",
    bgcolor: "divider",
    transition: "background-color 120ms",
  },
  "& [data-separator='hover'], & [data-separator='active'], & [data-separator='focus']": { bgcolor: "primary.main" },
  "& [data-separator]:focus-visible": { outline: "2px solid", outlineColor: "primary.dark", outlineOffset: 1 },
} as const;

/** Resizing needs ResizeObserver; without it (very old browsers) the panels keep their starting sizes. */
const canResize = () => typeof globalThis.ResizeObserver === "function";

/** Resizable panels, one per direct child, with keyboard-operable, labelled handles between them. */
export default function Split({ direction, minSize, sizes, parameter, height, children }: SplitProps) {
  const panels = Children.toArray(children);
  const count = panels.length;
  const splitId = useId();
  const panelIds = useMemo(
    () => Array.from({ length: count }, (_, index) => `${splitId}-panel-${index}`),
    [count, splitId],
  );
  const [stored, setStored] = useParameter<unknown>(parameter ?? "");
  const groupRef = useRef<GroupImperativeHandle | null>(null);
  const lastWritten = useRef<number[] | null>(null);
  // The starting sizes only: afterwards the group owns them.
  const [start] = useState(() => initialSizes(count, parameter ? stored : undefined, sizes));

  // Sizes stored by something else (another component, a restored parameter) move the handles.
  useEffect(() => {
    if (!parameter || !isSizeList(stored, panelIds.length)) return;
    if (lastWritten.current !== null && sameSizes(lastWritten.current, stored)) return;
    const group = groupRef.current;
    if (!group || sameSizes(sizesInOrder(group.getLayout(), panelIds), stored)) return;
    group.setLayout(Object.fromEntries(panelIds.map((id, index) => [id, stored[index] ?? 0])));
  }, [parameter, stored, panelIds]);

  const storeLayout = (layout: Layout) => {
    if (!parameter) return;
    const next = sizesInOrder(layout, panelIds);
    lastWritten.current = next;
    setStored(next);
  };

  const frame = (content: ReactNode) => (
    <Box
      className="sf-split"
      data-direction={direction}
      sx={{ ...splitSx, height: height ?? "100%", minHeight: height === undefined ? 240 : undefined }}
    >
      {content}
    </Box>
  );

  if (!canResize()) {
    return frame(
      <Box sx={{ display: "flex", flexDirection: direction === "horizontal" ? "row" : "column", height: "100%" }}>
        {panels.map((panel, index) => (
          <Box key={panelIds[index]} sx={{ flex: `${start[index] ?? 0} 1 0`, overflow: "auto", minWidth: 0 }}>
            {panel}
          </Box>
        ))}
      </Box>,
    );
  }

  const defaultLayout = Object.fromEntries(panelIds.map((id, index) => [id, start[index] ?? 100 / count]));
  return frame(
    <Group
      orientation={direction}
      groupRef={groupRef}
      defaultLayout={defaultLayout}
      onLayoutChanged={storeLayout}
      style={{ height: "100%" }}
    >
      {panels.map((panel, index) => {
        const id = panelIds[index] ?? `${splitId}-panel-${index}`;
        return (
          <Fragment key={id}>
            {index > 0 ? <Separator aria-label={`Resize panels ${index} and ${index + 1}`} /> : null}
            <Panel id={id} minSize={minSize} style={{ overflow: "auto" }}>
              {panel}
            </Panel>
          </Fragment>
        );
      })}
    </Group>,
  );
}
