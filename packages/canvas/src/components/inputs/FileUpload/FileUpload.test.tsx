import { act, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderInCanvas } from "../../../test/renderInCanvas";
import FileUpload from "./FileUpload";
import { fileUploadPropsSchema } from "./FileUpload.meta";

const props = (input: Record<string, unknown>) => fileUploadPropsSchema.parse(input);
const csv = new File(["a,b\n1,2"], "loads.csv", { type: "text/csv", lastModified: 1_700_000_000_000 });
const photo = new File(["png"], "pit.png", { type: "image/png", lastModified: 1_700_000_100_000 });
const fileInput = (container: HTMLElement) => {
  const input = container.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error("no file input");
  return input;
};

describe("FileUpload", () => {
  it("labels its button 'Select File' by default and opens the file dialog from the keyboard", async () => {
    const user = userEvent.setup();
    const { container } = renderInCanvas(<FileUpload {...props({})} />);
    const button = screen.getByRole("button", { name: "Select File" });
    const opened = vi.fn();
    fileInput(container).addEventListener("click", opened);
    button.focus();
    await user.keyboard("{Enter}");
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it("reports the chosen file, stores its name and lists it with its size", async () => {
    const user = userEvent.setup();
    const onFilesSelected = vi.fn();
    const { container, runtime } = renderInCanvas(
      <FileUpload {...props({ parameter: "plan", onFilesSelected, buttonLabel: "Choose load plan" })} />,
    );
    expect(screen.getByRole("button", { name: "Choose load plan" })).toBeTruthy();
    await user.upload(fileInput(container), csv);
    expect(onFilesSelected).toHaveBeenCalledExactlyOnceWith(
      [{ name: "loads.csv", size: 7, type: "text/csv", lastModified: 1_700_000_000_000 }],
      expect.anything(),
    );
    expect(runtime.getSnapshot().parameters.plan).toBe("loads.csv");
    const list = screen.getByRole("list", { name: "Selected files" });
    expect(list.textContent).toContain("loads.csv");
    expect(list.textContent).toContain("7 B");
  });

  it("stores the list of names with multiple, and removes a file again", async () => {
    const user = userEvent.setup();
    const onFilesSelected = vi.fn();
    const { container, runtime } = renderInCanvas(
      <FileUpload {...props({ parameter: "files", multiple: true, onFilesSelected })} />,
    );
    expect(fileInput(container).multiple).toBe(true);
    await user.upload(fileInput(container), [csv, photo]);
    expect(runtime.getSnapshot().parameters.files).toEqual(["loads.csv", "pit.png"]);
    await user.click(screen.getByRole("button", { name: "Remove loads.csv" }));
    expect(runtime.getSnapshot().parameters.files).toEqual(["pit.png"]);
    expect(onFilesSelected).toHaveBeenLastCalledWith([expect.objectContaining({ name: "pit.png" })], expect.anything());
  });

  it("passes accept to the file dialog", () => {
    const { container } = renderInCanvas(<FileUpload {...props({ accept: ".csv,.xlsx" })} />);
    expect(fileInput(container).accept).toBe(".csv,.xlsx");
    expect(screen.getByText("Accepted: .csv, .xlsx")).toBeTruthy();
  });

  it("shows a drop hint, highlights the area while a file is dragged over and takes the dropped file", () => {
    const onFilesSelected = vi.fn();
    const { runtime } = renderInCanvas(
      <FileUpload {...props({ dropArea: true, parameter: "plan", onFilesSelected })} />,
    );
    const area = screen.getByRole("group", { name: "File drop area" });
    expect(area.textContent).toContain("Drag and drop a file here");
    expect(screen.getByRole("button", { name: "Select File" })).toBeTruthy();
    fireEvent.dragEnter(area, { dataTransfer: { files: [], types: ["Files"] } });
    expect(area.getAttribute("data-drag-over")).toBe("true");
    expect(area.textContent).toContain("Release to add the file");
    fireEvent.dragLeave(area);
    expect(area.getAttribute("data-drag-over")).toBe("false");
    fireEvent.dragEnter(area, { dataTransfer: { files: [], types: ["Files"] } });
    fireEvent.drop(area, { dataTransfer: { files: [csv], types: ["Files"] } });
    expect(area.getAttribute("data-drag-over")).toBe("false");
    expect(runtime.getSnapshot().parameters.plan).toBe("loads.csv");
    expect(onFilesSelected).toHaveBeenCalledWith([expect.objectContaining({ name: "loads.csv" })], expect.anything());
  });

  it("refuses dropped files that accept does not allow", () => {
    const onFilesSelected = vi.fn();
    renderInCanvas(<FileUpload {...props({ dropArea: true, accept: "image/*", onFilesSelected })} />);
    fireEvent.drop(screen.getByRole("group", { name: "File drop area" }), { dataTransfer: { files: [csv] } });
    expect(screen.getByRole("alert").textContent).toBe("'loads.csv' is not an accepted file type.");
    expect(onFilesSelected).not.toHaveBeenCalled();
  });

  it("uses the author's drop hint", () => {
    renderInCanvas(<FileUpload {...props({ dropArea: true, multiple: true, dropHint: "Drag photos here" })} />);
    expect(screen.getByRole("group", { name: "File drop area" }).textContent).toContain("Drag photos here");
  });

  it("ignores drops while disabled", () => {
    const onFilesSelected = vi.fn();
    renderInCanvas(<FileUpload {...props({ dropArea: true, disabled: true, onFilesSelected })} />);
    const area = screen.getByRole("group", { name: "File drop area" });
    fireEvent.dragEnter(area);
    expect(area.getAttribute("data-drag-over")).toBe("false");
    fireEvent.drop(area, { dataTransfer: { files: [csv] } });
    expect(onFilesSelected).not.toHaveBeenCalled();
  });

  it("lists the names a parameter holds and clears with it", () => {
    const { runtime } = renderInCanvas(<FileUpload {...props({ parameter: "files", multiple: true })} />, {
      parameters: { files: ["plan-may.xlsx"] },
    });
    expect(screen.getByRole("list", { name: "Selected files" }).textContent).toContain("plan-may.xlsx");
    act(() => runtime.setParameter("files", null));
    expect(screen.queryByRole("list", { name: "Selected files" })).toBeNull();
  });
});
