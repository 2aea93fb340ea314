import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import { useDataSource } from "../../../runtime/CanvasRuntimeContext";
import type { LoadingContainerProps } from "./LoadingContainer.meta";

/** Its children under a spinner overlay while loading; they stay mounted and out of reach meanwhile. */
export default function LoadingContainer({ loading, dataSource, label, children }: LoadingContainerProps) {
  const { inFlight } = useDataSource(dataSource ?? "");
  const busy = loading || (dataSource !== undefined && inFlight > 0);
  return (
    <Box
      className="sf-loading-container"
      aria-busy={busy}
      sx={{ position: "relative", minHeight: busy ? 56 : undefined }}
    >
      <div className="sf-loading-content" inert={busy}>
        {children}
      </div>
      {busy && (
        <Box
          className="sf-loading-overlay"
          sx={{
            position: "absolute",
            inset: 0,
            zIndex: 1,
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            bgcolor: "rgba(255, 255, 255, 0.7)",
            borderRadius: 1,
          }}
        >
          <CircularProgress aria-label={label} size={32} />
        </Box>
      )}
    </Box>
  );
}
