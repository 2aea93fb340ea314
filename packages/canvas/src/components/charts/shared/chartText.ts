import type { XAxisKind } from "./chartRows";
import { formatChartNumber } from "./chartTheme";

const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const pad = (value: number) => String(value).padStart(2, "0");

/** Escapes text for ECharts' HTML tooltips, whose content may come from data. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** A local date as 'DD MMM YYYY', with ' HH:mm' when `withTime`. */
export function formatChartDate(epochMs: number, withTime: boolean): string {
  const date = new Date(epochMs);
  const day = `${pad(date.getDate())} ${months[date.getMonth()]} ${date.getFullYear()}`;
  return withTime ? `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}` : day;
}

const DATE_CATEGORY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A category that is a plain date (YYYY-MM-DD) as 'DD MMM YYYY', or 'DD MMM' when `short`; other categories as written. */
export function formatCategory(category: string, short = false): string {
  const match = DATE_CATEGORY.exec(category);
  if (match === null) return category;
  const day = `${match[3]} ${months[Number(match[2]) - 1] ?? match[2]}`;
  return short ? day : `${day} ${match[1]}`;
}

/** An x value as people read it: a date for time axes, a number with en-US grouping, or the category. */
export function formatXValue(x: unknown, axis: XAxisKind, dateOnly: boolean): string {
  if (axis === "time" && typeof x === "number") return formatChartDate(x, !dateOnly);
  if (axis === "value") return formatChartNumber(x);
  return formatCategory(String(x ?? ""));
}

/** One line of a tooltip: a colour dot, the series name and its value. */
export function tooltipLine(color: string, name: string, value: string): string {
  const dot = `<span style="display:inline-block;width:10px;height:10px;border-radius:50%;margin-right:6px;background:${color}"></span>`;
  return `<div style="display:flex;align-items:center;gap:12px;justify-content:space-between"><span>${dot}${escapeHtml(name)}</span><strong>${escapeHtml(value)}</strong></div>`;
}

/** The tooltip's heading line. */
export const tooltipHeading = (text: string): string =>
  `<div style="margin-bottom:4px;font-weight:600">${escapeHtml(text)}</div>`;
