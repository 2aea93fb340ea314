import { VDT_ZOOM_MAX, VDT_ZOOM_MIN, VDT_ZOOM_SLIDER_STEP } from "./vdtConstants";

type VdtToolbarProps = {
  readonly zoom: number;
  readonly zoomControlsShown: boolean;
  readonly onExpandAll: () => void;
  readonly onCollapseAll: () => void;
  readonly onZoomStep: (direction: 1 | -1) => void;
  readonly onZoomTo: (zoom: number) => void;
  readonly onToggleZoomControls: () => void;
};

function MagnifierIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M15.5 14h-.79l-.28-.27A6.47 6.47 0 0 0 16 9.5 6.5 6.5 0 1 0 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19l-4.99-5Zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14Z" />
    </svg>
  );
}

/** Expand all, collapse all, the zoom buttons and slider (which can be hidden) and the toggle that hides them. */
export function VdtToolbar(props: VdtToolbarProps) {
  const { zoom, zoomControlsShown } = props;
  return (
    <div className="sf-vdt-toolbar" role="toolbar" aria-label="Value-driver tree controls">
      <button type="button" className="sf-vdt-button" aria-label="Expand all" onClick={props.onExpandAll}>
        Expand all
      </button>
      <button type="button" className="sf-vdt-button" aria-label="Collapse all" onClick={props.onCollapseAll}>
        Collapse all
      </button>
      {zoomControlsShown && (
        <>
          <button
            type="button"
            className="sf-vdt-button"
            aria-label="Zoom out"
            disabled={zoom <= VDT_ZOOM_MIN}
            onClick={() => props.onZoomStep(-1)}
          >
            −
          </button>
          <input
            type="range"
            className="sf-vdt-slider"
            aria-label="Zoom"
            min={VDT_ZOOM_MIN}
            max={VDT_ZOOM_MAX}
            step={VDT_ZOOM_SLIDER_STEP}
            // The slider shows the zoom on its own steps; the wheel zooms in between.
            value={Math.round(zoom / VDT_ZOOM_SLIDER_STEP) / (1 / VDT_ZOOM_SLIDER_STEP)}
            onChange={(event) => props.onZoomTo(Number(event.target.value))}
          />
          <button
            type="button"
            className="sf-vdt-button"
            aria-label="Zoom in"
            disabled={zoom >= VDT_ZOOM_MAX}
            onClick={() => props.onZoomStep(1)}
          >
            +
          </button>
          <span className="sf-vdt-zoom-value" aria-hidden="true">
            {Math.round(zoom * 100)}%
          </span>
        </>
      )}
      <button
        type="button"
        className="sf-vdt-button"
        aria-label={zoomControlsShown ? "Hide zoom controls" : "Show zoom controls"}
        title={zoomControlsShown ? "Hide zoom controls" : "Show zoom controls"}
        onClick={props.onToggleZoomControls}
      >
        <MagnifierIcon />
      </button>
    </div>
  );
}
