import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { provideAccessToken } from "../api/accessToken";
import { ApiError } from "../api/fetchJson";
import { canvasFetchApi } from "./canvasFetchApi";

const fetchMock = vi.fn<typeof fetch>();
let stop: () => void = () => undefined;

function sent(call = 0): { url: string; method: string | undefined; headers: Headers; body: unknown } {
  const [input, init] = fetchMock.mock.calls[call] ?? [];
  return {
    url: String(input),
    method: init?.method,
    headers: new Headers(init?.headers),
    body: typeof init?.body === "string" ? JSON.parse(init.body) : init?.body,
  };
}

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  stop = provideAccessToken(async () => "token-1", []);
});

afterEach(() => {
  stop();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe("canvasFetchApi", () => {
  it("calls the app's own API with the signed-in user's token and resolves with the JSON as sent", async () => {
    const reading = { reg_num: "HT-07", ts: "2026-10-31T17:58:00Z", speed_kmph: 31 };
    fetchMock.mockResolvedValue(new Response(JSON.stringify([reading]), { status: 200 }));

    const answer = await canvasFetchApi(0)("/api/getgpsdata?bounding_coords=1,2,3,4");

    expect(answer).toEqual([reading]);
    expect(sent().method).toBe("GET");
    expect(sent().headers.get("Authorization")).toBe("Bearer token-1");
    expect(sent().headers.get("Accept")).toBe("application/json");
  });

  it("never sends the token to another origin", async () => {
    fetchMock.mockResolvedValue(new Response("{}", { status: 200 }));

    await canvasFetchApi(0)("https://tiles.elsewhere.example/api/getmapapikey");

    expect(sent().headers.get("Authorization")).toBeNull();
  });

  it("sends a body as JSON with its content type", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ ids: [7] }), { status: 200 }));
    const collection = { type: "FeatureCollection", features: [] };

    const answer = await canvasFetchApi(0)("/api/upsertgeofeature", { method: "POST", body: collection });

    expect(answer).toEqual({ ids: [7] });
    expect(sent().method).toBe("POST");
    expect(sent().headers.get("Content-Type")).toBe("application/json");
    expect(sent().body).toEqual(collection);
  });

  it("rejects with the client's error, carrying the server's message, and sends a write only once", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ message: "Unknown id." }), { status: 503 }));

    const failure = await canvasFetchApi(3)("/api/deletegeobyid?ID=9", { method: "POST", body: {} }).catch(
      (error: unknown) => error,
    );

    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(503);
    expect((failure as ApiError).serverMessage).toBe("Unknown id.");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("passes the caller's signal on, so an aborted call rejects with its reason", async () => {
    const controller = new AbortController();
    controller.abort(new Error("map closed"));

    await expect(canvasFetchApi(0)("/api/getpoioptions", { signal: controller.signal })).rejects.toThrow("map closed");
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
