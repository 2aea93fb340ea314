/**
 * The colours of the styles drawn from the local basemap alone. The styles that need a tile service fall back to
 * the palette closest to them (`FALLBACK_PALETTE`).
 */

export type PaletteName = "basic" | "streets" | "outdoors" | "light" | "dark";

export type Palette = {
  water: string;
  land: string;
  boundary: string;
  pit: string;
  pitFloor: string;
  wasteDump: string;
  stockpile: string;
  crusher: string;
  workshop: string;
  parking: string;
  siteOutline: string;
  building: string;
  buildingOutline: string;
  haulRoad: string;
  ramp: string;
  roadCasing: string;
  /** Place names, and the outline that keeps them readable on any ground. */
  label: string;
  labelHalo: string;
};

export const PALETTES: Readonly<Record<PaletteName, Palette>> = {
  basic: {
    water: "#a9cde6",
    land: "#f2efe9",
    boundary: "#9e9cab",
    pit: "#d8cbb8",
    pitFloor: "#c4b199",
    wasteDump: "#d9d2c3",
    stockpile: "#b9a58c",
    crusher: "#d6d6d6",
    workshop: "#e2ddd5",
    parking: "#ebe7e0",
    siteOutline: "#a89f91",
    building: "#cfc7bd",
    buildingOutline: "#a99f93",
    haulRoad: "#ffffff",
    ramp: "#f4ede2",
    roadCasing: "#b8ad9d",
    label: "#4a4858",
    labelHalo: "#f2efe9",
  },
  streets: {
    water: "#8fc1e3",
    land: "#f5f1e8",
    boundary: "#9b7fb0",
    pit: "#e5d3b3",
    pitFloor: "#cdb48a",
    wasteDump: "#e3dac6",
    stockpile: "#c7a77b",
    crusher: "#e0dcd7",
    workshop: "#ece4d6",
    parking: "#f0ebe3",
    siteOutline: "#b19b7a",
    building: "#d9ccbc",
    buildingOutline: "#b5a48f",
    haulRoad: "#ffd480",
    ramp: "#ffe6b3",
    roadCasing: "#d19c3c",
    label: "#3d3550",
    labelHalo: "#ffffff",
  },
  outdoors: {
    water: "#9ccbe4",
    land: "#e4ead2",
    boundary: "#8a8f79",
    pit: "#d6c29a",
    pitFloor: "#bfa374",
    wasteDump: "#cfc6a7",
    stockpile: "#b49669",
    crusher: "#d3d0c4",
    workshop: "#dcdcc8",
    parking: "#e6e5d6",
    siteOutline: "#9b8d6c",
    building: "#c8bea9",
    buildingOutline: "#9f937b",
    haulRoad: "#fbf6ea",
    ramp: "#efe3c8",
    roadCasing: "#a38a5f",
    label: "#3b4530",
    labelHalo: "#f4f6ec",
  },
  light: {
    water: "#d4dadc",
    land: "#fafaf8",
    boundary: "#c3c3c3",
    pit: "#ebe8e3",
    pitFloor: "#dedad3",
    wasteDump: "#efede9",
    stockpile: "#e2ddd6",
    crusher: "#ededed",
    workshop: "#f1f1ef",
    parking: "#f4f4f2",
    siteOutline: "#cfcac2",
    building: "#e3e1de",
    buildingOutline: "#cac6c0",
    haulRoad: "#ffffff",
    ramp: "#ffffff",
    roadCasing: "#d3d0cb",
    label: "#6e6e6e",
    labelHalo: "#ffffff",
  },
  dark: {
    water: "#1d2c3c",
    land: "#2b2b2d",
    boundary: "#5c5c66",
    pit: "#3a3631",
    pitFloor: "#46403a",
    wasteDump: "#363430",
    stockpile: "#4a4239",
    crusher: "#3c3c3e",
    workshop: "#333335",
    parking: "#313133",
    siteOutline: "#5a544c",
    building: "#47474b",
    buildingOutline: "#5e5e63",
    haulRoad: "#6b6b70",
    ramp: "#5a5a5f",
    roadCasing: "#1f1f21",
    label: "#c9c9cf",
    labelHalo: "#1f1f21",
  },
};
