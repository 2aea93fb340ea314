/** The GeoJSON shapes the maps draw and send (RFC 7946: positions are longitude, latitude). */
export type Position = [longitude: number, latitude: number];

export type PointFeature<Properties> = {
  type: "Feature";
  id?: string | number;
  geometry: { type: "Point"; coordinates: Position };
  properties: Properties;
};

export type PolygonFeature<Properties> = {
  type: "Feature";
  id: string | number;
  geometry: { type: "Polygon"; coordinates: Position[][] };
  properties: Properties;
};

export type FeatureCollection<Feature> = { type: "FeatureCollection"; features: Feature[] };
