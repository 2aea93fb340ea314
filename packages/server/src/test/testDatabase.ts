import { randomBytes } from "node:crypto";
import pg from "pg";

export type DatabaseKind = "sqlite" | "postgres";

/** Every integration suite runs once per metadata database. */
export const databaseKinds: readonly DatabaseKind[] = ["sqlite", "postgres"];

function adminUrl(): string {
  const url = process.env.STORYFRAME_TEST_DATABASE_URL;
  if (!url) {
    throw new Error(
      "STORYFRAME_TEST_DATABASE_URL is not set. Run the integration suites through `npm test`, which starts a throw-away PostgreSQL cluster.",
    );
  }
  return url;
}

/**
 * Creates an empty PostgreSQL database for one suite, on the suites' cluster or the one `admin` names; returns its
 * URL and a function that drops it.
 */
export async function createPostgresDatabase(
  admin: string = adminUrl(),
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `storyframe_test_${randomBytes(6).toString("hex")}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: admin });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
