/**
 * The attributes line, area, bar and scatter charts share, as their tags list them before a schema loads: the
 * keys of `cartesianPropsShape` (each chart's schema is checked against its tag when it loads).
 */
export const cartesianAttributeNames = [
  "input",
  "x",
  "y",
  "seriesBy",
  "xType",
  "title",
  "xLabel",
  "yLabel",
  "height",
  "zoom",
  "xMinParameter",
  "xMaxParameter",
  "targetField",
  "interactiveTooltip",
  "onPointClick",
] as const;
