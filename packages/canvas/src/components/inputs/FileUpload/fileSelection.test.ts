import { describe, expect, it } from "vitest";
import { describeFile, formatFileSize, matchesAccept, pickFiles, rejectedFilesMessage } from "./fileSelection";

const file = (name: string, type = "") => ({ name, type });

describe("matchesAccept", () => {
  it("accepts everything without an accept list", () => {
    expect(matchesAccept(file("a.exe"), undefined)).toBe(true);
    expect(matchesAccept(file("a.exe"), " ")).toBe(true);
  });

  it("matches extensions without regard to case, MIME types and wildcards", () => {
    expect(matchesAccept(file("Plan.XLSX"), ".csv, .xlsx")).toBe(true);
    expect(matchesAccept(file("plan.pdf", "application/pdf"), "application/pdf")).toBe(true);
    expect(matchesAccept(file("pit.png", "image/png"), "image/*")).toBe(true);
    expect(matchesAccept(file("notes.txt", "text/plain"), ".csv,image/*")).toBe(false);
  });
});

describe("pickFiles", () => {
  const files = [file("a.csv"), file("b.txt"), file("c.csv")];

  it("keeps accepted files and reports the others", () => {
    expect(pickFiles(files, { accept: ".csv", multiple: true })).toEqual({
      accepted: [file("a.csv"), file("c.csv")],
      rejected: [file("b.txt")],
    });
  });

  it("keeps only the first accepted file without multiple", () => {
    expect(pickFiles(files, { accept: ".csv", multiple: false }).accepted).toEqual([file("a.csv")]);
  });
});

describe("describeFile", () => {
  it("gives name, size, type and last modified time", () => {
    const chosen = new File(["a,b\n1,2"], "loads.csv", { type: "text/csv", lastModified: 1_700_000_000_000 });
    expect(describeFile(chosen)).toEqual({
      name: "loads.csv",
      size: 7,
      type: "text/csv",
      lastModified: 1_700_000_000_000,
    });
  });
});

describe("formatFileSize", () => {
  it("uses B, KB, MB with one decimal below ten", () => {
    expect(formatFileSize(0)).toBe("0 B");
    expect(formatFileSize(512)).toBe("512 B");
    expect(formatFileSize(1536)).toBe("1.5 KB");
    expect(formatFileSize(25 * 1024 * 1024)).toBe("25 MB");
  });
});

describe("rejectedFilesMessage", () => {
  it("names the refused files", () => {
    expect(rejectedFilesMessage(["a.exe"])).toBe("'a.exe' is not an accepted file type.");
    expect(rejectedFilesMessage(["a.exe", "b.bat"])).toBe("'a.exe', 'b.bat' are not accepted file types.");
  });
});
