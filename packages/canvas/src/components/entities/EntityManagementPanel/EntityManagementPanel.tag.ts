/** The <EntityManagementPanel /> tag without its props schema (`EntityManagementPanel.meta.ts`, loaded with the component): its attributes. */
export const entityManagementPanelTag = {
  name: "EntityManagementPanel",
  family: "entities",
  isSelfClosing: true,
  attributeNames: [
    "entity",
    "options",
    "parameter",
    "operationParameter",
    "enableLinked",
    "enableWorkInProgress",
    "operations",
    "isExpanded",
    "dataSource",
    "onOperation",
  ],
} as const;
