/** Small, realistic data sets the chart examples share (kept short: metadata ships with the viewer). */

const months = ["01", "02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12"];

/** Month-start closing prices of two stocks over 2008–2009. */
const msft = [
  35.2, 27.2, 27.1, 27.9, 28.3, 27.3, 25.7, 27.3, 26.7, 21.9, 20.3, 19.4, 17.1, 16.0, 18.4, 20.3, 20.9, 23.8, 23.5,
  24.7, 25.7, 27.7, 29.4, 30.1,
];
const ibm = [
  104.5, 109.6, 113.5, 119.9, 126.8, 117.6, 126.5, 120.3, 115.1, 91.0, 80.2, 83.0, 89.3, 90.6, 95.2, 101.2, 104.1,
  103.2, 116.6, 116.6, 118.9, 119.1, 124.8, 129.2,
];

export const stockPrices = [
  ...msft.map((price, index) => ({
    symbol: "MSFT",
    date: `${2008 + Math.floor(index / 12)}-${months[index % 12]}-01`,
    price,
  })),
  ...ibm.map((price, index) => ({
    symbol: "IBM",
    date: `${2008 + Math.floor(index / 12)}-${months[index % 12]}-01`,
    price,
  })),
];

/** Tonnes hauled per day, ore and waste, for a fortnight of October 2026. */
export const dailyTonnes = [
  [18, 21400, 30900],
  [19, 22800, 31500],
  [20, 20100, 29800],
  [21, 23900, 33100],
  [22, 24300, 32600],
  [23, 19800, 28400],
  [24, 17600, 25100],
  [25, 22100, 31900],
  [26, 23500, 32800],
  [27, 24800, 34200],
  [28, 21900, 30100],
  [29, 25200, 35000],
  [30, 24100, 33400],
  [31, 18900, 27200],
].map(([day, ore, waste]) => ({ date: `2026-10-${day}`, ore, waste, target: `#day-2026-10-${day}` }));

/** Average departure delay (minutes) per hour of the day. */
export const delaysByHour = [
  [6, 2.1],
  [7, 3.4],
  [8, 5.2],
  [9, 6.8],
  [10, 7.5],
  [11, 8.9],
  [12, 10.2],
  [13, 11.6],
  [14, 13.1],
  [15, 14.8],
  [16, 16.9],
  [17, 19.4],
  [18, 21.2],
  [19, 22.7],
  [20, 20.3],
  [21, 17.8],
].map(([hour, delay]) => ({ hour, delay, flights: Math.round(900 - Math.abs(13 - (hour ?? 0)) * 40) }));
