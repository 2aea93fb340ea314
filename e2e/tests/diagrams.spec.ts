import { expect, type Locator, type Page, type Response, test } from "@playwright/test";
import { GANTT_ROW_HEIGHT, serviceYearPlan } from "@storyframe/canvas/testing";
import { DEMO, openSignedIn } from "../support/auth";
import { holdsStill, showFrameFromMiniMap } from "../support/page";

const HAUL_CYCLE = "The haul cycle, stage by stage";
const MAINTENANCE_PLAN = "The workshop's plan for the weeks ahead";
const TONNES_DRIVERS = "What drives tonnes per day";

/** canvas-components §5, Gantt edit fields. */
const REQUIRED = "This field is required.";

const stage = (page: Page) => page.locator(".sf-frame-stage");

// The first queries of a fresh installation wait for the data engine to load the demo data.
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 1440, height: 900 } });

async function openFleetFrame(page: Page, title: string): Promise<void> {
  await openSignedIn(page, "/storylines/fleet-operations");
  await showFrameFromMiniMap(page, title);
}

type DataSourceRequest = { apiEndpoint?: string[]; parameters?: Record<string, unknown> };

/** Whether a response answers a data-source request of the endpoint at `path` that carries `operation`. */
const isWriteTo = (path: string, operation: string) => (response: Response) => {
  const request = response.request();
  if (request.method() !== "POST" || new URL(response.url()).pathname !== "/api/web/v1/data-sources/data") return false;
  const body = request.postDataJSON() as DataSourceRequest;
  return body.apiEndpoint?.join("/") === path && (body.parameters?.[operation] ?? null) !== null;
};

test.describe("the haul-cycle flow chart", () => {
  test("lays out and shows every stage inside the chart", async ({ page }, testInfo) => {
    await openFleetFrame(page, HAUL_CYCLE);
    const chart = stage(page).getByTestId("flow-chart");
    await expect(chart).toHaveAttribute("data-layout-state", "ready", { timeout: 60_000 });
    const nodes = chart.locator(".react-flow__node");
    await expect(nodes).toHaveCount(5);
    await expect(nodes.filter({ hasText: "Queue at loader and tip" })).toBeVisible();

    const view = await chart.boundingBox();
    expect(view).not.toBeNull();
    if (view === null) return;
    for (const box of await nodes.evaluateAll((elements) => elements.map((node) => node.getBoundingClientRect()))) {
      expect(box.width).toBeGreaterThan(0);
      expect(box.left).toBeGreaterThanOrEqual(view.x);
      expect(box.top).toBeGreaterThanOrEqual(view.y);
      expect(box.right).toBeLessThanOrEqual(view.x + view.width);
      expect(box.bottom).toBeLessThanOrEqual(view.y + view.height);
    }
    // Every link is drawn, and the first (queue to load) runs from the queue's right side to the load's left side.
    await expect(chart.locator("path.react-flow__edge-path")).toHaveCount(5);
    const ends = await chart.evaluate((element) => {
      const box = (selector: string) => element.querySelector(selector)?.getBoundingClientRect().toJSON() as DOMRect;
      return {
        queue: box('.react-flow__node[data-id="queue"]'),
        load: box('.react-flow__node[data-id="load"]'),
        link: box('.react-flow__edge[data-id="link-0"] path.react-flow__edge-path'),
      };
    });
    expect(Math.abs(ends.link.left - ends.queue.right)).toBeLessThan(8);
    expect(Math.abs(ends.link.right - ends.load.left)).toBeLessThan(8);
    await chart.screenshot({ path: testInfo.outputPath("haul-cycle.png") });
  });
});

/** The maintenance plan's grid row of an item (SVAR writes text ids as ':id'). */
const planRow = (gantt: Locator, id: string) => gantt.locator(`.wx-grid .wx-row[data-id=":${id}"]`);
const cell = (row: Locator, column: "text" | "start" | "end") => row.locator(`[data-col-id=":${column}"]`);

type ItemForm = { name: string; start: string; end: string };

/** Opens an item's edit dialog by double-clicking its bar, and checks it is the item's. */
async function editItem(page: Page, gantt: Locator, id: string, name: RegExp): Promise<Locator> {
  const bar = gantt.locator(`.wx-bars .wx-bar[data-id=":${id}"]`);
  await expect(cell(planRow(gantt, id), "text")).toHaveText(name);
  await bar.scrollIntoViewIfNeeded();
  await holdsStill(bar);
  await bar.dblclick();
  const dialog = page.getByRole("dialog", { name: "Edit item" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Name")).toHaveValue(name);
  return dialog;
}

async function readForm(dialog: Locator): Promise<ItemForm> {
  return {
    name: await dialog.getByLabel("Name").inputValue(),
    start: await dialog.getByLabel("Start date").inputValue(),
    end: await dialog.getByLabel("End date").inputValue(),
  };
}

/** Fills the dialog and saves it, waiting for the plan's endpoint to take the change. */
async function saveForm(page: Page, dialog: Locator, form: ItemForm): Promise<void> {
  await dialog.getByLabel("Name").fill(form.name);
  await dialog.getByLabel("Start date").fill(form.start);
  await dialog.getByLabel("End date").fill(form.end);
  const written = page.waitForResponse(isWriteTo("fleet/maintenance-plan", "maintenance_operation"));
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  expect((await written).ok()).toBe(true);
}

const addDays = (isoDate: string, days: number) => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
/** A date as the chart's grid writes it: day month year. */
const gridDate = (isoDate: string) =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "2-digit",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });

test.describe("the maintenance plan's Gantt chart", () => {
  const ITEM = "S-HT-05";
  const ITEM_NAME = /^HT-05 /;

  test("keeps an edit made in the dialog across a reload, and asks for a name", async ({ page }) => {
    await openFleetFrame(page, MAINTENANCE_PLAN);
    const gantt = stage(page).getByTestId("gantt");
    await expect(gantt).toHaveAttribute("data-ready", "true", { timeout: 60_000 });

    let dialog = await editItem(page, gantt, ITEM, ITEM_NAME);
    const original = await readForm(dialog);
    expect(original.name).not.toBe("");
    await dialog.getByLabel("Name").fill("");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText(REQUIRED)).toBeVisible();
    await expect(dialog).toBeVisible();

    const moved = {
      name: `${original.name} (moved)`,
      start: addDays(original.start, 7),
      end: addDays(original.end, 7),
    };
    await saveForm(page, dialog, moved);
    // The plan is shared: the item is put back as it was, whatever happens below.
    try {
      await page.reload();
      await showFrameFromMiniMap(page, MAINTENANCE_PLAN);
      await expect(gantt).toHaveAttribute("data-ready", "true", { timeout: 60_000 });
      const row = planRow(gantt, ITEM);
      await expect(cell(row, "text")).toHaveText(moved.name);
      await expect(cell(row, "start")).toHaveText(gridDate(moved.start));
      dialog = await editItem(page, gantt, ITEM, ITEM_NAME);
      expect(await readForm(dialog)).toEqual(moved);
    } finally {
      if (!(await dialog.isVisible())) dialog = await editItem(page, gantt, ITEM, ITEM_NAME);
      await saveForm(page, dialog, original);
    }
    await expect(cell(planRow(gantt, ITEM), "text")).toHaveText(original.name);
  });

  test("asks before deleting a link that was double-clicked, and keeps it on Cancel", async ({ page }) => {
    await openFleetFrame(page, MAINTENANCE_PLAN);
    const gantt = stage(page).getByTestId("gantt");
    await expect(gantt).toHaveAttribute("data-ready", "true", { timeout: 60_000 });
    const links = gantt.locator("[data-link-id]");
    const count = await links.count();
    expect(count).toBeGreaterThan(0);

    // The middle of the first segment of the link that starts highest in the chart, in page coordinates.
    const point = await links.evaluateAll((groups) => {
      const starts = groups.map((group) => {
        const line = group.querySelector<SVGPolylineElement>("polyline");
        const matrix = line?.getScreenCTM();
        if (!line || !matrix || line.points.numberOfItems < 2) return null;
        const [a, b] = [line.points.getItem(0), line.points.getItem(1)];
        const middle = new DOMPoint((a.x + b.x) / 2, (a.y + b.y) / 2).matrixTransform(matrix);
        return { x: middle.x, y: middle.y };
      });
      return starts.filter((start) => start !== null).sort((p, q) => p.y - q.y)[0] ?? null;
    });
    expect(point).not.toBeNull();
    if (point === null) return;
    await page.mouse.dblclick(point.x, point.y);

    const confirmation = page.getByRole("dialog", { name: "Delete link" });
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toContainText(/The link from '.+' to '.+' will be deleted\./);
    await confirmation.getByRole("button", { name: "Cancel" }).click();
    await expect(confirmation).toBeHidden();
    await expect(links).toHaveCount(count);
  });
});

test.describe("the gallery's Gantt charts", () => {
  /** Drags a bar `distance` pixels to the right with the mouse, in small steps as a hand would. */
  async function dragBar(page: Page, bar: Locator, distance: number): Promise<void> {
    await bar.scrollIntoViewIfNeeded();
    await holdsStill(bar);
    const box = await bar.boundingBox();
    if (box === null) throw new Error("the bar is not shown");
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + distance, box.y + box.height / 2, { steps: 12 });
    await page.mouse.up();
  }

  test("a read-only chart refuses a drag that an editable one takes", async ({ page }) => {
    await openSignedIn(page, "/gallery#Gantt", DEMO.developer);
    const examples = page.getByRole("region", { name: "Gantt", exact: true }).getByTestId("gallery-example");
    const editable = examples.nth(0);
    const readOnly = examples.nth(1);
    // The gallery draws an example once it is scrolled into view.
    await editable.scrollIntoViewIfNeeded();
    await expect(editable.getByTestId("gantt")).toHaveAttribute("data-ready", "true", { timeout: 60_000 });

    // The same gesture moves a task of the editable chart: it is a real drag.
    await expect(editable).toContainText("Last change: none yet");
    await dragBar(page, editable.locator(".wx-bar.wx-task").first(), 80);
    await expect(editable).toContainText(/Last change: update-item \S+/);

    await readOnly.scrollIntoViewIfNeeded();
    await expect(readOnly.getByTestId("gantt")).toHaveAttribute("data-ready", "true", { timeout: 60_000 });
    const bar = readOnly.locator(".wx-bar.wx-task").first();
    const id = await bar.getAttribute("data-id");
    const row = readOnly.locator(`.wx-grid .wx-row[data-id="${id}"]`);
    // Where the bar lies on its time scale (SVAR places it with left and width), not on the screen, which scrolls.
    const place = () => bar.evaluate((element: HTMLElement) => `${element.style.left} ${element.style.width}`);
    const before = { place: await place(), start: await cell(row, "start").textContent() };
    await dragBar(page, bar, 80);
    expect(await place()).toBe(before.place);
    await expect(cell(row, "start")).toHaveText(before.start ?? "");
    await expect(readOnly).toContainText("Picked: nothing yet");
  });
});

test.describe("a Gantt chart far longer than its view", () => {
  /** The rows of the gallery's service year, in the order the chart lists them: each truck, then its services. */
  const serviceRows = serviceYearPlan.map((item) => item.name);

  /**
   * What the chart shows where it is scrolled: the name in the grid's row at the middle of the view, and the
   * largest distance between a bar in view and its row in the grid (they scroll together).
   */
  const shown = (chart: Locator) =>
    chart.evaluate((element) => {
      const scroller = element.querySelector<HTMLElement>(".wx-gantt");
      const timeline = element.querySelector<HTMLElement>(".wx-chart");
      if (scroller === null || timeline === null) return null;
      const view = timeline.getBoundingClientRect();
      const middle = view.top + view.height / 2;
      const header = element.querySelector(".wx-grid .wx-header")?.getBoundingClientRect();
      const rows = [...element.querySelectorAll<HTMLElement>(".wx-grid .wx-body .wx-row")];
      const centre = (box: DOMRect) => box.top + box.height / 2;
      const middleRow = rows.find((row) => {
        const box = row.getBoundingClientRect();
        return box.top <= middle && box.bottom > middle;
      });
      let misalignment = 0;
      let barsInView = 0;
      for (const bar of element.querySelectorAll<HTMLElement>(".wx-bars .wx-bar")) {
        const box = bar.getBoundingClientRect();
        if (box.bottom < view.top || box.top > view.bottom) continue;
        barsInView += 1;
        const row = rows.find((candidate) => candidate.dataset.id === bar.dataset.id);
        misalignment = Math.max(
          misalignment,
          row === undefined ? Number.POSITIVE_INFINITY : Math.abs(centre(row.getBoundingClientRect()) - centre(box)),
        );
      }
      return {
        scrollTop: scroller.scrollTop,
        /** How far below the top of the rows the middle of the view lies, when they are not scrolled. */
        middleInRows: middle - (header?.bottom ?? view.top),
        middleName: middleRow?.querySelector('[data-col-id=":text"]')?.textContent?.trim() ?? null,
        barsInView,
        misalignment,
      };
    });

  test("draws the rows in view, each beside its bar, wherever it is scrolled", async ({ page }) => {
    await openSignedIn(page, "/gallery#Gantt", DEMO.developer);
    const example = page.getByRole("region", { name: "Gantt", exact: true }).getByTestId("gallery-example").nth(2);
    await example.scrollIntoViewIfNeeded();
    const chart = example.getByTestId("gantt");
    await expect(chart).toHaveAttribute("data-ready", "true", { timeout: 60_000 });

    // Down in steps, as a wheel scrolls, far past the rows drawn at first; then back up part of the way.
    for (const target of [...Array.from({ length: 30 }, (_, step) => (step + 1) * 90), 1500, 700]) {
      await chart.evaluate(
        (element, top) =>
          new Promise<void>((resolve) => {
            const scroller = element.querySelector<HTMLElement>(".wx-gantt");
            if (scroller !== null) scroller.scrollTop = top;
            requestAnimationFrame(() => resolve());
          }),
        target,
      );
      await expect
        .poll(async () => {
          const now = await shown(chart);
          if (now === null) return "no timeline";
          const expected = serviceRows[Math.floor((now.scrollTop + now.middleInRows) / GANTT_ROW_HEIGHT)];
          if (now.barsInView < 4) return `${now.barsInView} bars in view at ${now.scrollTop} px`;
          if (now.misalignment > 2) return `a bar ${now.misalignment} px off its row at ${now.scrollTop} px`;
          return now.middleName === expected ? "ok" : `${now.middleName} in the middle at ${now.scrollTop} px`;
        })
        .toBe("ok");
    }

    // SVAR moves the grid's rows with a custom property on the table. Only the path to the rows' body takes it
    // on, so a scroll restyles those few elements rather than every cell.
    const offsets = await chart.evaluate((element) => {
      const offset = (selector: string) => {
        const found = element.querySelector(selector);
        return found === null ? null : getComputedStyle(found).getPropertyValue("--wx-body-offset").trim();
      };
      return {
        table: offset(".wx-table"),
        body: offset(".wx-grid .wx-body"),
        cell: offset(".wx-grid .wx-body .wx-cell"),
      };
    });
    expect(offsets.table).toMatch(/^-\d+px$/);
    expect(offsets.body).toBe(offsets.table);
    expect(offsets.cell).toBe("0px");
  });
});

/** A number as the tree's cards write it ("144,626", "-1,204.5"). */
const figure = (text: string | null) => Number((text ?? "").replace(/,/g, ""));

test.describe("the tonnes value-driver tree", () => {
  test("expands and collapses a node, and changes mode when zoomed across 0.8", async ({ page }) => {
    await openFleetFrame(page, TONNES_DRIVERS);
    const tree = stage(page).getByTestId("value-driver-tree");
    const nodes = tree.getByTestId("vdt-node");
    await expect(nodes).toHaveCount(8, { timeout: 60_000 });

    const hours = tree.locator('[data-node-id="operating_hours"]');
    await hours.getByRole("button", { name: "Collapse" }).click();
    await expect(nodes).toHaveCount(5);
    await expect(tree.locator('[data-node-id="trucks"]')).toHaveCount(0);
    await hours.getByRole("button", { name: "Expand" }).click();
    await expect(nodes).toHaveCount(8);
    await expect(tree.locator('[data-node-id="trucks"]')).toBeVisible();

    const zoom = async () => Number(await tree.getAttribute("data-zoom"));
    const controls = tree.getByRole("toolbar", { name: "Value-driver tree controls" });
    await expect(tree).toHaveAttribute("data-mode", "full");
    while ((await zoom()) >= 0.8) {
      const before = await zoom();
      await controls.getByRole("button", { name: "Zoom out" }).click();
      await expect.poll(zoom).toBeLessThan(before);
    }
    await expect(tree).toHaveAttribute("data-mode", "simple");
    await expect(tree.locator(".sf-vdt-simple").first()).toBeVisible();
    while ((await zoom()) < 0.8) {
      const before = await zoom();
      await controls.getByRole("button", { name: "Zoom in" }).click();
      await expect.poll(zoom).toBeGreaterThan(before);
    }
    await expect(tree).toHaveAttribute("data-mode", "full");
    await expect(tree.locator(".sf-vdt-card").first()).toBeVisible();
  });

  test("recomputes the root after a driver is edited, and goes back to the actual values", async ({ page }) => {
    await openFleetFrame(page, TONNES_DRIVERS);
    const tree = stage(page).getByTestId("value-driver-tree");
    await expect(tree.getByTestId("vdt-node")).toHaveCount(8, { timeout: 60_000 });
    const reset = stage(page).getByRole("button", { name: "Back to the actual values" });
    const root = tree.locator('[data-node-id="tonnes_per_day"]');
    const value = (role: "from" | "to" | "delta") => root.locator(`[data-field-role="${role}"] .sf-vdt-field-value`);
    const trucks = tree.locator('[data-node-id="trucks"]').getByRole("textbox", { name: "What-if" });

    // Another run may have left a what-if behind: start from the actual values.
    if (await reset.isVisible()) {
      await reset.click();
      await expect(reset).toBeHidden();
    }
    await expect(value("delta")).toHaveText("0");
    const actual = figure(await value("from").textContent());
    const fleet = Number(await trucks.inputValue());
    expect(actual).toBeGreaterThan(0);
    expect(fleet).toBeGreaterThan(1);

    const written = page.waitForResponse(isWriteTo("fleet/tonnes-drivers", "driver_operation"));
    await trucks.fill(String(fleet - 1));
    await trucks.press("Enter");
    expect((await written).ok()).toBe(true);
    // Tonnes per day scale with the trucks in service.
    const expected = (actual * (fleet - 1)) / fleet;
    await expect.poll(async () => figure(await value("to").textContent())).toBeCloseTo(expected, -1);
    await expect(value("delta")).toHaveText(/^[-−]\d/);
    await expect(trucks).toHaveValue(String(fleet - 1));

    await reset.click();
    await expect(reset).toBeHidden();
    await expect(value("delta")).toHaveText("0");
    expect(figure(await value("to").textContent())).toBe(actual);
    await expect(trucks).toHaveValue(String(fleet));
  });
});
