/** The <Gantt /> tag without its props schema (`Gantt.meta.ts`, loaded with the component): its attributes. */
export const ganttTag = {
  name: "Gantt",
  family: "diagrams",
  isSelfClosing: true,
  attributeNames: [
    "items",
    "links",
    "markers",
    "readOnly",
    "zoom",
    "height",
    "editParameter",
    "onItemClick",
    "onItemDoubleClick",
    "onBeforeAccept",
    "onItemChanged",
    "onLinkDeleted",
  ],
} as const;
