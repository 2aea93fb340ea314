/**
 * A year of services for 24 trucks, one project each, in the order the chart lists them: the gallery's plan far
 * longer than its chart, which draws only the rows in view.
 */
export const serviceYearPlan = Array.from({ length: 24 }, (_, truck) => {
  const code = `HT-${String(truck + 1).padStart(2, "0")}`;
  const services = Array.from({ length: 6 }, (_, index) => {
    const month = String(index * 2 + 1 + (truck % 2)).padStart(2, "0");
    return {
      id: `${code}-s${index + 1}`,
      name: `${code} ${(index + 1) * 500} h service`,
      start: `2026-${month}-${String(3 + (truck % 20)).padStart(2, "0")}`,
      end: `2026-${month}-${String(5 + (truck % 20)).padStart(2, "0")}`,
      parent: code,
    };
  });
  return [{ id: code, name: `${code} services`, type: "project" }, ...services];
}).flat();
