/** The <GeofenceMap /> tag without its props schema (`GeofenceMap.meta.ts`, loaded with the component): its attributes. */
export const geofenceMapTag = {
  name: "GeofenceMap",
  family: "maps",
  isSelfClosing: true,
  attributeNames: ["baseUrl", "metadataMode", "height", "label", "storageKey"],
} as const;
