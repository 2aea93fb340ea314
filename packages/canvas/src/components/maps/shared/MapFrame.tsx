import Box from "@mui/material/Box";
import type { ReactNode, RefObject } from "react";
import { MAP_LOAD_FAILED_MESSAGE } from "./mapConstants";

type MapFrameProps = {
  containerRef: RefObject<HTMLDivElement | null>;
  label: string;
  height: number;
  failed: boolean;
  fallbackNote: string | null;
  /** What sits over the map: its buttons, its overlay. */
  children?: ReactNode;
};

/**
 * The box a map draws in, with what it says about itself: 'Map cannot be loaded right now, sorry.' when it
 * cannot be drawn, and a small banner with its style's note when the style fell back to the local basemap.
 */
export function MapFrame({ containerRef, label, height, failed, fallbackNote, children }: MapFrameProps) {
  return (
    <Box
      className="sf-map"
      role="region"
      aria-label={label}
      sx={{ position: "relative", height, width: "100%", overflow: "hidden", bgcolor: "grey.100" }}
    >
      {/* Sized by width and height: MapLibre's stylesheet makes its container position: relative. */}
      <Box ref={containerRef} className="sf-map__canvas" sx={{ width: "100%", height: "100%" }} />
      {failed ? (
        <Box
          role="alert"
          className="sf-map__failed"
          sx={{ position: "absolute", inset: 0, display: "grid", placeItems: "center", p: 2, textAlign: "center" }}
        >
          {MAP_LOAD_FAILED_MESSAGE}
        </Box>
      ) : null}
      {!failed && fallbackNote !== null ? (
        <Box
          role="note"
          className="sf-map__note"
          sx={{
            position: "absolute",
            top: 8,
            left: "50%",
            transform: "translateX(-50%)",
            maxWidth: "80%",
            px: 1.5,
            py: 0.5,
            borderRadius: 1,
            fontSize: 12,
            bgcolor: "rgba(255, 255, 255, 0.9)",
            color: "grey.900",
            boxShadow: 1,
            zIndex: 2,
          }}
        >
          {fallbackNote}
        </Box>
      ) : null}
      {children}
    </Box>
  );
}
