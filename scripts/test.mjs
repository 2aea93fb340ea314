import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join, relative } from "node:path";
import { checkUnusedExports } from "./lib/checkUnusedExports.mjs";
import { ensureDependencies } from "./lib/install.mjs";
import { root } from "./lib/paths.mjs";
import { startThrowawayPostgres } from "./lib/postgres.mjs";
import { run, step } from "./lib/process.mjs";
import { startThrowawayRedis } from "./lib/redis.mjs";
import { ensureSystemPackages } from "./lib/systemPackages.mjs";
import { TYPECHECKED, typecheck } from "./typecheck.mjs";

/**
 * `npm test`: installs what is missing, then runs lint, type checks, unit and
 * integration suites (SQLite and a throw-away PostgreSQL), and the end-to-end
 * suite in Chromium. Ends with one line `N passed, N failed`.
 */
const output = join(root, ".test-output");
rmSync(output, { recursive: true, force: true });
mkdirSync(output, { recursive: true });

const results = [];
const record = (suite, passed, failed, note = "", failures = []) =>
  results.push({ suite, passed, failed, note, failures });

async function check(suite, action) {
  try {
    const code = await action();
    record(suite, code === 0 ? 1 : 0, code === 0 ? 0 : 1);
  } catch (error) {
    record(suite, 0, 1, error instanceof Error ? error.message : String(error));
  }
}

/** Counts from Vitest's JSON report; skipped or todo tests count as failures (none may be skipped). */
function vitestCounts(file) {
  const report = JSON.parse(readFileSync(file, "utf8"));
  const brokenFiles = report.testResults.filter(
    (suite) => suite.status === "failed" && suite.assertionResults.every((test) => test.status !== "failed"),
  ).length;
  const skipped = report.numPendingTests + report.numTodoTests;
  const failures = report.testResults.flatMap((suite) => {
    const file = relative(root, suite.name);
    const tests = suite.assertionResults.filter((test) => test.status === "failed");
    if (suite.status === "failed" && tests.length === 0) return [`${file} (the file did not run)`];
    return tests.map((test) => `${file} › ${test.fullName}`);
  });
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + brokenFiles + skipped,
    skipped,
    failures,
  };
}

/** Titles of the failed tests in a Playwright JSON report's suites. */
function playwrightFailures(suites, titles = []) {
  return (suites ?? []).flatMap((suite) => [
    ...playwrightFailures(suite.suites, suite.title ? [...titles, suite.title] : titles),
    ...(suite.specs ?? []).filter((spec) => !spec.ok).map((spec) => [...titles, spec.title].join(" › ")),
  ]);
}

/** Counts from Playwright's JSON report; skipped tests count as failures. */
function playwrightCounts(file) {
  const { stats, errors, suites } = JSON.parse(readFileSync(file, "utf8"));
  return {
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected + stats.skipped + (errors?.length ?? 0),
    skipped: stats.skipped,
    failures: playwrightFailures(suites),
  };
}

async function suiteWithReport(suite, reportFile, counts, action) {
  try {
    const code = await action();
    if (!existsSync(reportFile)) {
      record(suite, 0, 1, `no report was written (exit code ${code})`);
      return;
    }
    const { passed, failed, skipped, failures } = counts(reportFile);
    const broken = code !== 0 && failed === 0 ? 1 : 0;
    record(suite, passed, failed + broken, skipped ? `${skipped} skipped` : "", failures);
  } catch (error) {
    record(suite, 0, 1, error instanceof Error ? error.message : String(error));
  }
}

let postgres;
let redis;
try {
  await ensureDependencies();
  await ensureSystemPackages();

  step("Lint and format (Biome)");
  await check("lint", () =>
    run(process.execPath, [join(root, "node_modules/@biomejs/biome/bin/biome"), "check", "."], { cwd: root }),
  );

  step("Documentation references (every citation in code resolves inside the repository)");
  await check("doc references", () =>
    run(process.execPath, [join(root, "scripts/lib/checkDocReferences.mjs")], { cwd: root }),
  );

  step("Unused files, dependencies and exports (knip)");
  await check("unused exports", checkUnusedExports);

  step("Type checks (tsc)");
  for (const project of TYPECHECKED) await check(`typecheck ${project}`, () => typecheck(project));

  step("Build");
  // A child process: Vite's build sets NODE_ENV=production, which must not leak into the test runners.
  await check("build", () => run(process.execPath, [join(root, "scripts/build.mjs")], { cwd: root }));

  step("Starting a throw-away PostgreSQL cluster");
  postgres = await startThrowawayPostgres();
  step("Starting a throw-away Redis server");
  redis = await startThrowawayRedis();

  step("Unit and integration suites (Vitest; SQLite, PostgreSQL)");
  const vitestReport = join(output, "vitest.json");
  await suiteWithReport("vitest", vitestReport, vitestCounts, () =>
    run(
      process.execPath,
      [
        join(root, "node_modules/vitest/vitest.mjs"),
        "run",
        "--reporter=default",
        "--reporter=json",
        `--outputFile.json=${vitestReport}`,
      ],
      {
        cwd: root,
        env: { ...process.env, STORYFRAME_TEST_DATABASE_URL: postgres.url, STORYFRAME_TEST_REDIS_URL: redis.url },
      },
    ),
  );

  step("End-to-end suite (Playwright, Chromium)");
  const e2eReport = join(output, "e2e.json");
  await suiteWithReport("e2e", e2eReport, playwrightCounts, () =>
    run(
      process.execPath,
      [join(root, "node_modules/@playwright/test/cli.js"), "test", "-c", "e2e/playwright.config.ts"],
      {
        cwd: root,
        env: { ...process.env, STORYFRAME_E2E_JSON: e2eReport },
      },
    ),
  );
} catch (error) {
  record("setup", 0, 1, error instanceof Error ? error.message : String(error));
} finally {
  redis?.stop();
  try {
    postgres?.stop();
  } catch (error) {
    process.stderr.write(
      `Could not stop the test PostgreSQL cluster: ${error instanceof Error ? error.message : error}\n`,
    );
  }
}

process.stdout.write("\nSummary\n");
for (const { suite, passed, failed, note, failures } of results) {
  process.stdout.write(
    `  ${failed > 0 ? "✗" : "✓"} ${suite}: ${passed} passed, ${failed} failed${note ? ` — ${note}` : ""}\n`,
  );
  for (const failure of failures) process.stdout.write(`      ✗ ${failure}\n`);
}
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
