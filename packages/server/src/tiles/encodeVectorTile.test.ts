import { describe, expect, it } from "vitest";
import { decodeTile } from "../test/mapTiles";
import { encodeVectorTile, type TileLayer } from "./encodeVectorTile";

const square = (left: number, top: number, size: number): [number, number][] => [
  [left, top],
  [left + size, top],
  [left + size, top + size],
  [left, top + size],
  [left, top],
];

describe("encodeVectorTile", () => {
  it("writes a tile that a vector tile reader reads back with its layers, geometry and properties", () => {
    const layers: TileLayer[] = [
      {
        name: "areas",
        extent: 4096,
        features: [
          {
            type: 3,
            // An outer ring with a hole; closed rings as the slicer gives them.
            geometry: [square(100, 100, 1000), square(400, 400, 100).reverse()],
            properties: { kind: "pit", name: "North Pit", depth: 120, ratio: 0.25, open: true, level: -3 },
          },
        ],
      },
      {
        name: "roads",
        extent: 4096,
        features: [
          {
            type: 2,
            geometry: [
              [
                [0, 0],
                [50, 60],
                [4000, 10],
              ],
            ],
            properties: { kind: "haul_road" },
          },
          {
            type: 2,
            geometry: [
              [
                [10, 10],
                [20, 20],
              ],
            ],
            properties: { kind: "ramp" },
          },
        ],
      },
      {
        name: "points",
        extent: 4096,
        features: [
          {
            type: 1,
            geometry: [
              [
                [5, 6],
                [7, 8],
              ],
            ],
            properties: null,
          },
        ],
      },
    ];

    const tile = decodeTile(encodeVectorTile(layers));

    expect(Object.keys(tile.layers)).toEqual(["areas", "roads", "points"]);
    const area = tile.layers.areas?.feature(0);
    expect(area?.type).toBe(3);
    expect(area?.properties).toEqual({
      kind: "pit",
      name: "North Pit",
      depth: 120,
      ratio: 0.25,
      open: true,
      level: -3,
    });
    expect(area?.loadGeometry().map((ring) => ring.map(({ x, y }) => [x, y]))).toEqual([
      square(100, 100, 1000),
      square(400, 400, 100).reverse(),
    ]);
    const roads = tile.layers.roads;
    expect(roads?.length).toBe(2);
    expect(
      roads
        ?.feature(0)
        .loadGeometry()[0]
        ?.map(({ x, y }) => [x, y]),
    ).toEqual([
      [0, 0],
      [50, 60],
      [4000, 10],
    ]);
    expect(roads?.feature(1).properties).toEqual({ kind: "ramp" });
    expect(
      tile.layers.points
        ?.feature(0)
        .loadGeometry()
        .flat()
        .map(({ x, y }) => [x, y]),
    ).toEqual([
      [5, 6],
      [7, 8],
    ]);
  });

  it("shares keys and values within a layer and keeps the string '1' apart from the number 1", () => {
    const tile = decodeTile(
      encodeVectorTile([
        {
          name: "things",
          extent: 4096,
          features: [
            { type: 1, geometry: [[[1, 1]]], properties: { code: "1" } },
            { type: 1, geometry: [[[2, 2]]], properties: { code: 1 } },
            { type: 1, geometry: [[[3, 3]]], properties: { code: "1" } },
          ],
        },
      ]),
    );
    const layer = tile.layers.things;
    expect([0, 1, 2].map((index) => layer?.feature(index).properties.code)).toEqual(["1", 1, "1"]);
  });

  it("leaves out properties the format cannot hold and geometry too small to draw", () => {
    const tile = decodeTile(
      encodeVectorTile([
        {
          name: "mixed",
          extent: 4096,
          features: [
            {
              type: 3,
              geometry: [
                [
                  [0, 0],
                  [10, 0],
                  [0, 0],
                ],
              ],
              properties: { kind: "sliver" },
            },
            { type: 2, geometry: [[[5, 5]]], properties: { kind: "dot" } },
            {
              type: 2,
              geometry: [
                [
                  [0, 0],
                  [9, 9],
                ],
              ],
              properties: { kind: "road", note: null, extra: { a: 1 } },
            },
          ],
        },
      ]),
    );
    expect(tile.layers.mixed?.length).toBe(1);
    expect(tile.layers.mixed?.feature(0).properties).toEqual({ kind: "road" });
  });

  it("writes a tile without features as no bytes at all, an empty but valid tile", () => {
    const bytes = encodeVectorTile([{ name: "land", extent: 4096, features: [] }]);
    expect(bytes.length).toBe(0);
    expect(Object.keys(decodeTile(bytes).layers)).toEqual([]);
  });
});
