import { QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../app/queryClient";
import { useAppStore } from "../app/store";
import { resetAppStore } from "../test/resetAppStore";
import { anonymousSession, makeSession } from "../test/sessionFixture";
import { usePreferences } from "./usePreferences";

const fetchMock = vi.fn<typeof fetch>();
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
);

beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  resetAppStore();
  window.localStorage.clear();
});

describe("usePreferences", () => {
  it("gives the defaults while loading, then the user's preferences", async () => {
    useAppStore.setState({ session: makeSession() });
    const saved = { slideTransitionAnimationStyle: "flip", voice: { languageCode: "en-US", name: "en-US-Wavenet-C" } };
    fetchMock.mockResolvedValue(new Response(JSON.stringify(saved)));
    const { result } = renderHook(() => usePreferences(), { wrapper });
    expect(result.current).toEqual({
      preferences: {
        slideTransitionAnimationStyle: "slide",
        voice: { languageCode: "en-GB", name: "en-GB-Wavenet-A" },
      },
      isLoading: true,
      error: null,
    });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.preferences).toEqual(saved);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe("/api/preferences");
  });

  it("reads an anonymous visitor's preferences from this browser", async () => {
    useAppStore.setState({ session: anonymousSession });
    window.localStorage.setItem(
      "storyframe.preferences",
      JSON.stringify({
        slideTransitionAnimationStyle: "none",
        voice: { languageCode: "en-AU", name: "en-AU-Wavenet-A" },
      }),
    );
    const { result } = renderHook(() => usePreferences(), { wrapper });
    await waitFor(() => expect(result.current.preferences.slideTransitionAnimationStyle).toBe("none"));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
