import { describe, expect, it, vi } from "vitest";
import { blobBytes } from "../../../test/blobBytes";
import { type AudioElementFactory, audioSourceFromBlob, base64ToBlob } from "./audioSource";

function fakeAudio() {
  const element = document.createElement("audio");
  const play = vi.spyOn(element, "play").mockResolvedValue(undefined);
  const pause = vi.spyOn(element, "pause").mockImplementation(() => {});
  const factory: AudioElementFactory = {
    createAudio: vi.fn((url: string) => {
      element.src = url;
      return element;
    }),
    createObjectUrl: vi.fn(() => "blob:narration-1"),
    revokeObjectUrl: vi.fn(),
  };
  return { element, play, pause, factory };
}

describe("audioSourceFromBlob", () => {
  it("plays and pauses the blob through an audio element", async () => {
    const { element, play, pause, factory } = fakeAudio();
    const blob = new Blob(["RIFF"], { type: "audio/wav" });
    const source = audioSourceFromBlob(blob, factory);
    expect(factory.createObjectUrl).toHaveBeenCalledWith(blob);
    expect(element.getAttribute("src")).toBe("blob:narration-1");
    await source.play();
    source.pause();
    expect(play).toHaveBeenCalledTimes(1);
    expect(pause).toHaveBeenCalledTimes(1);
  });

  it("reports the end and stops reporting once unsubscribed", () => {
    const { element, factory } = fakeAudio();
    const source = audioSourceFromBlob(new Blob([]), factory);
    const ended = vi.fn();
    const unsubscribe = source.onEnded(ended);
    element.dispatchEvent(new Event("ended"));
    unsubscribe();
    element.dispatchEvent(new Event("ended"));
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it("frees the object URL when disposed", () => {
    const { element, pause, factory } = fakeAudio();
    audioSourceFromBlob(new Blob([]), factory).dispose();
    expect(pause).toHaveBeenCalled();
    expect(element.hasAttribute("src")).toBe(false);
    expect(factory.revokeObjectUrl).toHaveBeenCalledWith("blob:narration-1");
  });
});

describe("base64ToBlob", () => {
  it("decodes the bytes and keeps the type", async () => {
    const blob = base64ToBlob(btoa("RIFF\u0000\u00ff"), "audio/wav");
    expect(blob.type).toBe("audio/wav");
    expect([...(await blobBytes(blob))]).toEqual([82, 73, 70, 70, 0, 255]);
  });
});
