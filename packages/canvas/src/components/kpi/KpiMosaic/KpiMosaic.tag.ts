/** The <KpiMosaic /> tag without its props schema (`KpiMosaic.meta.ts`, loaded with the component): its attributes. */
export const kpiMosaicTag = {
  name: "KpiMosaic",
  family: "kpi",
  isSelfClosing: true,
  attributeNames: [
    "columns",
    "rows",
    "cells",
    "label",
    "corner",
    "expandedRowsParameter",
    "expandedColumnsParameter",
    "onNavigateToBusinessMap",
    "onNavigateToDashboard",
    "onHoverItemClick",
  ],
} as const;
