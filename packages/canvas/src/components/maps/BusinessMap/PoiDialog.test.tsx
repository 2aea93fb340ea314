import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { clickDialogBackdrop } from "../../../test/clickDialogBackdrop";
import { PoiDialog } from "./PoiDialog";
import {
  isPoiEditable,
  type Poi,
  poiSaveOperation,
  poiSaveParameters,
  unknownLocation,
  validatePoiForm,
} from "./poiForm";

const poiTypes = [
  { value: "crusher", label: "Crusher" },
  { value: 4, label: "Tip" },
];
const contracts = [{ value: "c-1", label: "Overburden 2026" }];
const crusher: Poi = {
  id: 1,
  name: "Crusher",
  poiTypeId: "crusher",
  contractId: null,
  geofenceRadius: 150,
  lat: -26.3124,
  lon: 28.1332,
};

function renderDialog(poi: Poi, editable: boolean) {
  const onSave = vi.fn();
  const onClose = vi.fn();
  render(
    <PoiDialog
      poi={poi}
      editable={editable}
      poiTypeOptions={poiTypes}
      contractOptions={contracts}
      onClose={onClose}
      onSave={onSave}
    />,
  );
  return { onSave, onClose, dialog: screen.getByRole("dialog") };
}

describe("the POI form", () => {
  it("says which field is missing or out of range, each with its own message", () => {
    expect(validatePoiForm({ name: " ", poiTypeId: "", contractId: "", geofenceRadius: "" })).toEqual({
      name: "POI Name is required.",
      poiTypeId: "POI Type is required.",
      geofenceRadius: "Geofence Radius is required.",
    });
    const valid = { name: "Crusher", poiTypeId: "crusher", contractId: "" };
    expect(validatePoiForm({ ...valid, geofenceRadius: "9" })).toEqual({
      geofenceRadius: "Radius must be at least 10 meters.",
    });
    expect(validatePoiForm({ ...valid, geofenceRadius: "10001" })).toEqual({
      geofenceRadius: "Radius must be at most 10 kilometers.",
    });
    expect(validatePoiForm({ ...valid, geofenceRadius: "10" })).toEqual({});
    expect(validatePoiForm({ ...valid, geofenceRadius: "10000" })).toEqual({});
  });

  it("is editable only for a POI with an id where editing is allowed", () => {
    expect(isPoiEditable(crusher, true)).toBe(true);
    expect(isPoiEditable(crusher, false)).toBe(false);
    expect(isPoiEditable(unknownLocation(-26.3, 28.1), true)).toBe(false);
  });

  it("names an unknown place 'Unknown Location', with id null", () => {
    expect(unknownLocation(-26.3, 28.1)).toMatchObject({ id: null, name: "Unknown Location", lat: -26.3, lon: 28.1 });
  });

  it("saves as the five poi parameters, option values as the author gave them", () => {
    const form = { name: " Crusher 2 ", poiTypeId: "4", contractId: "c-1", geofenceRadius: "250" };
    expect(poiSaveParameters(crusher, form, poiTypes, contracts)).toEqual({
      poi_id: 1,
      poi_name: "Crusher 2",
      poi_type_id: 4,
      poi_contract_id: "c-1",
      poi_geofence_radius: 250,
    });
  });

  it("saves for a data source that writes as one 'save-poi' operation with a new request id each time", () => {
    const parameters = { poi_id: 1, poi_name: "Crusher 2" };
    const first = poiSaveOperation(parameters);
    expect(first).toEqual({ operation: "save-poi", poi_id: 1, poi_name: "Crusher 2", request_id: expect.any(String) });
    expect(poiSaveOperation(parameters).request_id).not.toBe(first.request_id);
  });
});

describe("PoiDialog", () => {
  it("shows each message under its field on Save and saves nothing until they are fixed", async () => {
    const user = userEvent.setup();
    const { onSave, dialog } = renderDialog({ ...crusher, name: "", poiTypeId: null, geofenceRadius: null }, true);
    expect(within(dialog).getByRole("heading", { name: "Edit POI" })).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(within(dialog).getByText("POI Name is required.")).toBeTruthy();
    expect(within(dialog).getByText("POI Type is required.")).toBeTruthy();
    expect(within(dialog).getByText("Geofence Radius is required.")).toBeTruthy();

    const radius = within(dialog).getByRole("spinbutton", { name: /Geofence Radius/ });
    await user.type(radius, "5");
    expect(within(dialog).getByText("Radius must be at least 10 meters.")).toBeTruthy();
    await user.clear(radius);
    await user.type(radius, "20000");
    expect(within(dialog).getByText("Radius must be at most 10 kilometers.")).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();

    await user.type(within(dialog).getByRole("textbox", { name: /POI Name/ }), "Crusher");
    await user.click(within(dialog).getByRole("combobox", { name: /POI Type/ }));
    await user.click(screen.getByRole("option", { name: "Tip" }));
    await user.clear(radius);
    await user.type(radius, "120");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(onSave).toHaveBeenCalledWith({ name: "Crusher", poiTypeId: "4", contractId: "", geofenceRadius: "120" });
  }, 30_000);

  it("shows a place read-only as Location Information, with a Street View link from its position", () => {
    const place = unknownLocation(-26.3, 28.1);
    const { dialog } = renderDialog(place, isPoiEditable(place, true));
    expect(within(dialog).getByRole("heading", { name: "Location Information" })).toBeTruthy();
    expect(within(dialog).getByRole("textbox", { name: "POI Name" })).toHaveProperty("readOnly", true);
    expect((within(dialog).getByRole("textbox", { name: "POI Name" }) as HTMLInputElement).value).toBe(
      "Unknown Location",
    );
    expect(within(dialog).queryByRole("button", { name: "Save" })).toBeNull();
    expect(within(dialog).getByRole("link", { name: "Open in Google Street View" }).getAttribute("href")).toBe(
      "https://www.google.com/maps/@?api=1&map_action=pano&viewpoint=-26.3,28.1",
    );
  });

  it("does not close on a click beside it", () => {
    const { onClose } = renderDialog(crusher, false);
    clickDialogBackdrop();
    expect(onClose).not.toHaveBeenCalled();
  });
});
