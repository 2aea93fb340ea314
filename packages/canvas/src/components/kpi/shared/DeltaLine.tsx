import ArrowDownwardIcon from "@mui/icons-material/ArrowDownward";
import ArrowUpwardIcon from "@mui/icons-material/ArrowUpward";
import { palette } from "../../shared/palette";
import { formatDisplayValue } from "./formatValue";
import type { DeltaClass } from "./kpiSchemas";

/** Text colours of deltas on a white card: each at least 4.5:1. */
export const deltaColors: Readonly<Record<DeltaClass | "neutral", string>> = {
  positive: palette.green[700],
  negative: palette.red[700],
  neutral: palette.grey[700],
};

/** What a screen reader says for a delta's arrow. */
const deltaArrowText: Readonly<Record<DeltaClass, string>> = {
  positive: "Positive change",
  negative: "Negative change",
};

/** A number with its sign (+4.2), text as written. */
function signedValue(value: string | number | null, decimals?: number): string {
  const text = formatDisplayValue(value, decimals);
  return typeof value === "number" && value > 0 && !text.startsWith("+") ? `+${text}` : text;
}

type DeltaLineProps = {
  value: string | number | null;
  title?: string | undefined;
  deltaClass?: DeltaClass | undefined;
  decimals?: number | undefined;
  /** The element the line renders as (an item of a list of deltas, or a paragraph). */
  as?: "li" | "p" | "span";
};

/** A change: a green up arrow or a red down arrow (each with a text alternative), the value and what it compares with. */
export function DeltaLine({ value, title, deltaClass, decimals, as: Element = "span" }: DeltaLineProps) {
  // The canvas icons arrow-up and arrow-down, imported alone so KPI blocks do not load the whole icon set.
  const Arrow = deltaClass === undefined ? undefined : deltaClass === "positive" ? ArrowUpwardIcon : ArrowDownwardIcon;
  return (
    <Element
      className={`sf-delta sf-delta--${deltaClass ?? "neutral"}`}
      style={{ color: deltaColors[deltaClass ?? "neutral"] }}
    >
      <span className="sf-delta__change">
        {Arrow !== undefined && deltaClass !== undefined && (
          <Arrow className="sf-delta__arrow" titleAccess={deltaArrowText[deltaClass]} sx={{ fontSize: "1.1em" }} />
        )}
        <strong className="sf-delta__value">{signedValue(value, decimals)}</strong>
      </span>
      {title !== undefined && <span className="sf-delta__title">{title}</span>}
    </Element>
  );
}

/** Styles of DeltaLine, for the block that shows it. */
export const deltaLineSx = {
  "& .sf-delta": {
    display: "flex",
    flexWrap: "wrap",
    alignItems: "baseline",
    columnGap: "0.375rem",
    m: 0,
    fontSize: "0.8125rem",
    lineHeight: 1.4,
  },
  "& .sf-delta__change": { display: "inline-flex", alignItems: "center", gap: "0.125rem", whiteSpace: "nowrap" },
  "& .sf-delta__arrow": { alignSelf: "center" },
  "& .sf-delta__value": { fontWeight: 600, fontVariantNumeric: "tabular-nums" },
  "& .sf-delta__title": { color: palette.grey[700], fontWeight: 400 },
} as const;
