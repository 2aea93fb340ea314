import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  test: {
    name: "canvas",
    include: ["src/**/*.test.{ts,tsx}"],
    environment: "jsdom",
    setupFiles: ["./src/test/setup.ts"],
    // A dialog driven by simulated user events takes seconds in jsdom when another suite shares the 2 cores.
    testTimeout: 15_000,
  },
});
