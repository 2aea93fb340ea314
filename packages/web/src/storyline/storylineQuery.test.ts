import { QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../api/apiError";
import { createQueryClient } from "../app/queryClient";
import { fetchStoryline } from "./storylineApi";
import { storylineQuery } from "./storylineQuery";

vi.mock("./storylineApi", () => ({ fetchStoryline: vi.fn() }));
const fetchStorylineMock = vi.mocked(fetchStoryline);

afterEach(() => fetchStorylineMock.mockReset());

const failingWith = (status: number | undefined) => new ApiError({ status, statusText: "", bodyText: "" });

/** The early prefetch fails, then the page opens on the same query: how often was the storyline requested? */
async function requestsWhenThePageOpensAfterAFailedPrefetch(error: ApiError): Promise<number> {
  fetchStorylineMock.mockRejectedValue(error);
  const client = createQueryClient();
  const query = storylineQuery("ops", "main");
  await client.prefetchQuery(query);
  const page = new QueryObserver(client, query);
  const unsubscribe = page.subscribe(() => undefined);
  await vi.waitFor(() => expect(page.getCurrentResult().fetchStatus).toBe("idle"));
  unsubscribe();
  return fetchStorylineMock.mock.calls.length;
}

describe("storylineQuery's key", () => {
  it("keys the query by branch and name, as the page does", () => {
    expect(storylineQuery("ops", "main").queryKey).toEqual(["storyline", "main", "ops"]);
  });
});

describe("storylineQuery", () => {
  it("requests an unknown storyline once: the page shows the prefetch's 404 without asking again", async () => {
    expect(await requestsWhenThePageOpensAfterAFailedPrefetch(failingWith(404))).toBe(1);
  });

  it("requests a forbidden storyline once: the page shows the prefetch's 403 without asking again", async () => {
    expect(await requestsWhenThePageOpensAfterAFailedPrefetch(failingWith(403))).toBe(1);
  });

  it("asks again when the page opens after the prefetch could not reach the server", async () => {
    expect(await requestsWhenThePageOpensAfterAFailedPrefetch(failingWith(undefined))).toBe(2);
  });
});
