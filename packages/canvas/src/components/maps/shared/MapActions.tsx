import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import type { ActionPosition } from "./mapConstants";

export type MapAction = { id: string; label: string };

const cornerOf: Readonly<Record<ActionPosition, { top?: number; bottom?: number; left?: number; right?: number }>> = {
  "top-left": { top: 8, left: 8 },
  "top-right": { top: 8, right: 48 }, // beside the zoom buttons
  "bottom-left": { bottom: 32, left: 8 },
  "bottom-right": { bottom: 32, right: 8 }, // above the attribution
};

/** A map's action buttons, in one corner (canvas-components §9). */
export function MapActions({
  actions,
  position,
  onAction,
}: {
  actions: readonly MapAction[];
  position: ActionPosition;
  onAction: (action: MapAction) => void;
}) {
  if (actions.length === 0) return null;
  return (
    <Stack
      direction="row"
      spacing={1}
      className={`sf-map__actions sf-map__actions--${position}`}
      sx={{ position: "absolute", zIndex: 2, ...cornerOf[position] }}
    >
      {actions.map((action) => (
        <Button key={action.id} size="small" variant="contained" onClick={() => onAction(action)}>
          {action.label}
        </Button>
      ))}
    </Stack>
  );
}
