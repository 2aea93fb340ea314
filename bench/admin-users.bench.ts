import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { signInWithPassword } from "@storyframe/server/testing";
import SqliteDatabase from "better-sqlite3";
import { chromium } from "playwright-core";
import { CHROMIUM, freePort, startServer } from "./support/benchServer";

/**
 * The admin user list at 10,000 users (SQLite, the embedded default):
 * (a) latency of GET /api/users?orderBy=name (the whole list, as spec
 * clients ask for it) and of one page of /api/users/verbose as the Users
 * page asks for it; (b) the Users page's time to first rows in headless
 * Chromium, from navigation to the first user row on screen.
 */
const USERS = Number(process.env.BENCH_ADMIN_USERS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const PAGE_LOADS = Number(process.env.BENCH_PAGE_LOADS ?? 7);
const ADMIN = { email: "admin@demo.storyframe.test", password: "storyframe-admin" };

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
const figures = (values: number[]) =>
  `p50 ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms`;

/** Adds `count` users to the demo tenant straight into the SQLite file, each with one of its roles. */
function seedUsers(file: string, count: number): void {
  const db = new SqliteDatabase(file);
  const roles = db.prepare("select id from roles where domain_name = 'demo'").all() as { id: string }[];
  const insertUser = db.prepare(
    `insert into users (id, domain_name, name, email_address, email_key, password_hash, picture_url,
       user_metadata, allowed_tags, denied_tags, created_at, updated_at)
     values (?, 'demo', ?, ?, ?, null, null, '[]', '[]', '[]', ?, ?)`,
  );
  const insertRole = db.prepare("insert into user_roles (user_id, role_id) values (?, ?)");
  const first = ["Ada", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hana", "Ivo", "Jun", "Kai", "Lia", "Mo", "Nia"];
  const last = ["Archer", "Baker", "Chen", "Diaz", "Evans", "Fischer", "Garcia", "Hughes", "Ito", "Jones", "Khan"];
  const now = new Date().toISOString();
  db.transaction(() => {
    for (let i = 0; i < count; i += 1) {
      const id = randomUUID();
      const name = `${first[i % first.length]} ${last[Math.floor(i / first.length) % last.length]} ${i}`;
      const email = `user${i}@bench.demo.storyframe.test`;
      insertUser.run(id, name, email, email, now, now);
      const role = roles[i % roles.length];
      if (role) insertRole.run(id, role.id);
    }
  })();
  db.close();
}

async function timeCalls(url: string, token: string): Promise<{ times: number[]; bytes: number; count: string }> {
  const times: number[] = [];
  let bytes = 0;
  let count = "";
  for (let i = 0; i < ROUNDS + 3; i += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`);
    bytes = (await response.arrayBuffer()).byteLength;
    count = response.headers.get("x-total-count") ?? "";
    if (i >= 3) times.push(performance.now() - started);
  }
  return { times, bytes, count };
}

const dataDir = mkdtempSync(join(tmpdir(), "storyframe-bench-admin-"));
try {
  const port = await freePort();
  const first = await startServer(dataDir, port, { STORYFRAME_LOAD_DEMO_DATA: "false" });
  await first.stop();
  seedUsers(join(dataDir, "storyframe.sqlite"), USERS);

  const server = await startServer(dataDir, port, { STORYFRAME_LOAD_DEMO_DATA: "false" });
  try {
    const signedIn = await signInWithPassword(server.base, { clientId: "storyframe-demo", ...ADMIN });
    if (!signedIn.ok) throw new Error(`could not sign in: ${signedIn.status}`);
    const token = signedIn.tokens.access_token;

    const whole = await timeCalls(`${server.base}/api/users?orderBy=name`, token);
    const page = await timeCalls(`${server.base}/api/users/verbose?orderBy=name&offset=5000&limit=25`, token);
    const search = await timeCalls(`${server.base}/api/users/verbose?orderBy=name&search=garcia&limit=25`, token);
    console.log(`(a) ${whole.count} users of the demo tenant on SQLite, ${ROUNDS} rounds each`);
    console.log(
      `    GET /api/users?orderBy=name (all, ${(whole.bytes / 1024).toFixed(0)} KiB): ${figures(whole.times)}`,
    );
    console.log(`    GET /api/users/verbose?orderBy=name&offset=5000&limit=25: ${figures(page.times)}`);
    console.log(
      `    GET /api/users/verbose?search=garcia&limit=25 (${search.count} matches): ${figures(search.times)}`,
    );

    const browser = await chromium.launch({ ...CHROMIUM, headless: true });
    try {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const tab = await context.newPage();
      await tab.goto(`${server.base}/admin/users`);
      await tab.getByLabel("E-mail address").fill(ADMIN.email);
      await tab.getByLabel("Password").fill(ADMIN.password);
      await tab.getByRole("button", { name: "Sign in" }).click();
      const firstRow = tab.getByRole("table", { name: "User List" }).getByRole("row").nth(1).getByText(/\S/).first();
      await firstRow.waitFor({ timeout: 30_000 });
      const loads: number[] = [];
      for (let i = 0; i < PAGE_LOADS; i += 1) {
        const started = performance.now();
        await tab.goto(`${server.base}/admin/users`, { waitUntil: "commit" });
        await tab.getByRole("table", { name: "User List" }).getByText("@bench.demo.storyframe.test").first().waitFor();
        loads.push(performance.now() - started);
      }
      console.log(
        `(b) Users page, navigation to first rows in headless Chromium (${PAGE_LOADS} loads): ${figures(loads)}`,
      );
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
