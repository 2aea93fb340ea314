import ArrowDownwardIcon from "@mui/icons-material/ArrowDownward";
import ArrowUpwardIcon from "@mui/icons-material/ArrowUpward";
import DashboardIcon from "@mui/icons-material/Dashboard";
import MapIcon from "@mui/icons-material/Map";
import WarningIcon from "@mui/icons-material/Warning";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import { TOOLTIP_HOVER_DELAY_MS } from "@storyframe/core";
import type { CanvasCallbackApi } from "../../../runtime/CanvasContext";
import { sanitizeUrl } from "../../../template/sanitizeUrl";
import { palette } from "../../shared/palette";
import { callSafely } from "../../shared/safeCallback";
import type { AuthorCallback } from "../../shared/schemas";
import { TrendChart } from "../KpiProfile/TrendChart";
import { readableForeground, resolveColor } from "../shared/colors";
import { formatDisplayValue } from "../shared/formatValue";
import { LazyIcon } from "../shared/LazyIcon";
import type { KpiMosaicCell, KpiMosaicDataset, KpiMosaicHoverItem } from "./kpiMosaicSchemas";

/** The texts of canvas-components §2 for a tile's two buttons. */
export const NAVIGATE_TO_BUSINESS_MAP = "Navigate to Business Map";
export const NAVIGATE_TO_DASHBOARD = "Navigate to Dashboard";

/** Text colours of dataset classes on a white tile, each at least 4.5:1. */
export const datasetColors: Readonly<Record<NonNullable<KpiMosaicDataset["class"]>, string>> = {
  positive: palette.green[700],
  negative: palette.red[700],
  warning: palette.orange[900],
  neutral: palette.grey[900],
};

// The canvas icons arrow-up, arrow-down, warning, map and dashboard, imported alone (see LazyIcon).
const classIcons = { positive: ArrowUpwardIcon, negative: ArrowDownwardIcon, warning: WarningIcon } as const;
const navigationIcons = { map: MapIcon, dashboard: DashboardIcon } as const;
const classIconText = { positive: "Positive", negative: "Negative", warning: "Warning" } as const;

type KpiMosaicCallbacks = {
  onNavigateToBusinessMap: AuthorCallback | undefined;
  onNavigateToDashboard: AuthorCallback | undefined;
  onHoverItemClick: AuthorCallback | undefined;
  callbackApi: () => CanvasCallbackApi;
};

type NavigationButtonProps = {
  label: string;
  icon: "map" | "dashboard";
  corner: "left" | "right";
  target: unknown;
  callback: AuthorCallback | undefined;
  onCall: (callback: AuthorCallback, target: unknown) => void;
};

/** A tile's corner button: calls the author's callback with the target, or follows a target that is an address. */
function NavigationButton({ label, icon, corner, target, callback, onCall }: NavigationButtonProps) {
  const Icon = navigationIcons[icon];
  const href = callback === undefined && typeof target === "string" ? sanitizeUrl(target) : undefined;
  if (callback === undefined && href === undefined) return null;
  const className = `sf-kpi-mosaic__nav sf-kpi-mosaic__nav--${corner}`;
  return (
    <Tooltip title={label} enterDelay={TOOLTIP_HOVER_DELAY_MS}>
      {href !== undefined ? (
        <IconButton size="small" className={className} aria-label={label} href={href}>
          <Icon fontSize="inherit" />
        </IconButton>
      ) : (
        <IconButton
          size="small"
          className={className}
          aria-label={label}
          onClick={() => callback !== undefined && onCall(callback, target)}
        >
          <Icon fontSize="inherit" />
        </IconButton>
      )}
    </Tooltip>
  );
}

function DatasetLine({ dataset, main, tinted }: { dataset: KpiMosaicDataset; main: boolean; tinted: boolean }) {
  const kind = dataset.class;
  const ClassIcon = kind === undefined || kind === "neutral" ? undefined : classIcons[kind];
  const color = tinted || kind === undefined ? undefined : datasetColors[kind];
  return (
    <div className={main ? "sf-kpi-mosaic__dataset sf-kpi-mosaic__dataset--main" : "sf-kpi-mosaic__dataset"}>
      {dataset.title !== undefined && <span className="sf-kpi-mosaic__dataset-title">{dataset.title}</span>}
      <span className="sf-kpi-mosaic__dataset-value" style={color === undefined ? undefined : { color }}>
        {ClassIcon !== undefined && kind !== undefined && kind !== "neutral" && (
          <ClassIcon className="sf-kpi-mosaic__class-icon" titleAccess={classIconText[kind]} />
        )}
        {formatDisplayValue(dataset.value, dataset.decimals)}
        {dataset.unit !== undefined && <span className="sf-kpi-mosaic__unit"> {dataset.unit}</span>}
      </span>
    </div>
  );
}

function HoverItem({ item, onClick }: { item: KpiMosaicHoverItem; onClick: (() => void) | undefined }) {
  const content = (
    <>
      {item.icon !== undefined && <LazyIcon name={item.icon} />}
      {item.label}
    </>
  );
  const href = item.href === undefined ? undefined : sanitizeUrl(item.href);
  if (href !== undefined) {
    return (
      <a className="sf-kpi-mosaic__hover-item" href={href}>
        {content}
      </a>
    );
  }
  if (onClick !== undefined) {
    return (
      <button type="button" className="sf-kpi-mosaic__hover-item" onClick={onClick}>
        {content}
      </button>
    );
  }
  return <span className="sf-kpi-mosaic__hover-item">{content}</span>;
}

type KpiMosaicCellProps = { cell: KpiMosaicCell | undefined; callbacks: KpiMosaicCallbacks; subject: string };

/**
 * A KPI tile: its datasets (the first large, with a trend if it has one), the navigation buttons its targets
 * call for in the top corners, and its extra items, shown while the tile is hovered or holds the focus.
 */
export function KpiMosaicCellView({ cell, callbacks, subject }: KpiMosaicCellProps) {
  if (cell === undefined) return <td className="sf-kpi-mosaic__cell sf-kpi-mosaic__cell--empty" />;
  const background = cell.backgroundColor === undefined ? undefined : resolveColor(cell.backgroundColor);
  const color =
    cell.foregroundColor !== undefined
      ? resolveColor(cell.foregroundColor)
      : background === undefined
        ? undefined
        : readableForeground(background);
  const call = (callback: AuthorCallback, label: string, value: unknown) =>
    callSafely(callback, `KpiMosaic ${label}`, value, cell, callbacks.callbackApi());
  const { businessMap, dashboard } = cell.targets ?? {};
  const hasNavigation = businessMap !== undefined || dashboard !== undefined;
  const [main, ...rest] = cell.datasets;
  // Hover items that are plain text can only be revealed by focusing the tile itself.
  const focusable = cell.hoverItems.some((item) => item.href === undefined && callbacks.onHoverItemClick === undefined);
  const onHoverItemClick = callbacks.onHoverItemClick;

  return (
    <td
      className={`sf-kpi-mosaic__cell${hasNavigation ? " sf-kpi-mosaic__cell--navigable" : ""}`}
      style={{ background, color }}
      tabIndex={focusable ? 0 : undefined}
      data-row={cell.row_coordinate}
      data-column={cell.column_coordinate}
    >
      {businessMap !== undefined && (
        <NavigationButton
          label={NAVIGATE_TO_BUSINESS_MAP}
          icon="map"
          corner="left"
          target={businessMap}
          callback={callbacks.onNavigateToBusinessMap}
          onCall={(callback, target) => call(callback, "onNavigateToBusinessMap", target)}
        />
      )}
      {dashboard !== undefined && (
        <NavigationButton
          label={NAVIGATE_TO_DASHBOARD}
          icon="dashboard"
          corner="right"
          target={dashboard}
          callback={callbacks.onNavigateToDashboard}
          onCall={(callback, target) => call(callback, "onNavigateToDashboard", target)}
        />
      )}
      {main !== undefined && <DatasetLine dataset={main} main tinted={background !== undefined} />}
      {main?.trend !== undefined && (
        <div className="sf-kpi-mosaic__trend">
          <TrendChart
            values={main.trend}
            color={background === undefined ? palette.blue[700] : (color ?? palette.grey[900])}
            subject={`${subject}${main.title === undefined ? "" : `, ${main.title}`}`}
            height={24}
            decimals={main.decimals}
          />
        </div>
      )}
      {rest.map((dataset, index) => (
        // Datasets are positional lines of the tile.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <DatasetLine key={index} dataset={dataset} main={false} tinted={background !== undefined} />
      ))}
      {cell.hoverItems.length > 0 && (
        <div className="sf-kpi-mosaic__hover">
          {cell.hoverItems.map((item) => (
            <HoverItem
              key={item.label}
              item={item}
              onClick={
                onHoverItemClick === undefined ? undefined : () => call(onHoverItemClick, "onHoverItemClick", item)
              }
            />
          ))}
        </div>
      )}
    </td>
  );
}
