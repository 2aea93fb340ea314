import type { WebToEditorMessage } from "@storyframe/core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EditorLinkConnection, type EditorLinkStatus } from "./editorLinkConnection";
import { FakeLinkSocket } from "./fakeLinkSocket";

let statuses: EditorLinkStatus[];
let received: unknown[];

function connection() {
  return new EditorLinkConnection({
    url: "ws://localhost:11223",
    createSocket: (url) => new FakeLinkSocket(url),
    onStatus: (status) => statuses.push(status),
    onMessage: (message) => received.push(message),
  });
}

beforeEach(() => {
  FakeLinkSocket.created = [];
  statuses = [];
  received = [];
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("EditorLinkConnection", () => {
  it("is CLOSED until the editor accepts, then OPEN", () => {
    const link = connection();
    expect(link.status).toBe("CLOSED");

    link.connect();
    expect(link.status).toBe("CLOSED");
    expect(link.connecting).toBe(true);
    expect(FakeLinkSocket.latest().url).toBe("ws://localhost:11223");

    FakeLinkSocket.latest().open();
    expect(link.status).toBe("OPEN");
    expect(link.connecting).toBe(false);
  });

  it("is ERROR when the editor cannot be reached, and may connect again", () => {
    const link = connection();
    link.connect();
    FakeLinkSocket.latest().fail();
    expect(link.status).toBe("ERROR");

    link.connect();
    FakeLinkSocket.latest().open();
    expect(link.status).toBe("OPEN");
    expect(FakeLinkSocket.created).toHaveLength(2);
  });

  it("disconnects only when OPEN", () => {
    const link = connection();
    link.disconnect();
    expect(statuses).toEqual([]);

    link.connect();
    FakeLinkSocket.latest().open();
    link.disconnect();
    expect(link.status).toBe("CLOSED");
    expect(FakeLinkSocket.latest().closedWith).toBe(1000);
  });

  it("is CLOSED when the editor closes cleanly, ERROR when the link breaks off", () => {
    const link = connection();
    link.connect();
    FakeLinkSocket.latest().open();
    FakeLinkSocket.latest().closeByEditor();
    expect(link.status).toBe("CLOSED");

    link.connect();
    FakeLinkSocket.latest().open();
    FakeLinkSocket.latest().fail();
    expect(link.status).toBe("ERROR");
  });

  it("connects once however often Connect is pressed while it connects or is open", () => {
    const link = connection();
    link.connect();
    link.connect();
    FakeLinkSocket.latest().open();
    link.connect();
    expect(FakeLinkSocket.created).toHaveLength(1);
  });

  it("sends only while OPEN", () => {
    const link = connection();
    const message: WebToEditorMessage = { type: "LOAD_CSS_CLASSES", storylineId: "ops", branch: "main", classes: [] };
    expect(link.send(message)).toBe(false);

    link.connect();
    FakeLinkSocket.latest().open();
    expect(link.send(message)).toBe(true);
    expect(FakeLinkSocket.latest().messages()).toEqual([message]);
  });

  it("hands on valid messages and ignores invalid ones with a console warning", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const link = connection();
    link.connect();
    const socket = FakeLinkSocket.latest();
    socket.open();

    socket.receive({ type: "REQUEST_TEMPLATES" });
    socket.receive("{broken");
    socket.receive({ type: "FORMAT_DISK" });

    expect(received).toEqual([{ type: "REQUEST_TEMPLATES" }]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/^Ignored a message from the editor link: not JSON/);
  });

  it("ignores a socket it has let go of", () => {
    const link = connection();
    link.connect();
    const first = FakeLinkSocket.latest();
    first.open();
    link.disconnect();

    first.fail();
    first.receive({ type: "REQUEST_TEMPLATES" });

    expect(link.status).toBe("CLOSED");
    expect(received).toEqual([]);
  });

  it("lets go of a socket still opening when its owner goes away, which then neither reports nor sends", () => {
    const link = connection();
    link.connect();
    const opening = FakeLinkSocket.latest();
    link.close();
    expect(opening.closedWith).toBe(1000);
    const before = statuses.length;

    opening.open();
    expect(statuses).toHaveLength(before);
    const message: WebToEditorMessage = { type: "LOAD_CSS_CLASSES", storylineId: "ops", branch: "main", classes: [] };
    expect(link.send(message)).toBe(false);
    expect(opening.sent).toEqual([]);
  });
});
