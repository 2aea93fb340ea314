import { buildTestApp, type TestApp } from "./buildTestApp";
import { freePort } from "./freePort";
import type { DatabaseKind } from "./testDatabase";

export type TestServer = TestApp & { baseUrl: string };

/** The real application listening on a loopback port, its public URL set to that address (so the OIDC issuer matches). */
export async function startTestServer(kind: DatabaseKind, env: Record<string, string> = {}): Promise<TestServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const t = await buildTestApp(kind, { PORT: String(port), STORYFRAME_PUBLIC_URL: baseUrl, ...env });
  await t.app.listen({ port, host: "127.0.0.1" });
  return { ...t, baseUrl };
}
