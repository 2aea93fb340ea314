/**
 * Ids for new polygons (canvas-components §4 Polygon dataState): without metadata mode a running number from
 * `getnextid`, incremented each time one is used; in metadata mode a generated unique id.
 */
export function createIdSource(metadataMode: boolean, generate: () => string = () => crypto.randomUUID()) {
  let next: number | null = null;
  return {
    /** The server's next id (after loading, and again after each save). */
    reset(nextId: number | null): void {
      next = nextId;
    },
    /** The id for a polygon just drawn; null when no running id is known yet. */
    take(): string | number | null {
      if (metadataMode) return generate();
      if (next === null) return null;
      const id = next;
      next += 1;
      return id;
    },
  };
}
