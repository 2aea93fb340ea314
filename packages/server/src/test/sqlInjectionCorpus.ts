/**
 * SQL-injection payloads for the data engine's parameter tests. Each one is
 * sent as a parameter value; bound parameters must carry it as a literal, so
 * none of them can change a query's meaning, reach another table, run a
 * second statement, or touch the file system.
 *
 * The queries under test hold a `secrets` table whose only token is
 * {@link SECRET_TOKEN}; no payload spells that token, so finding it in an
 * answer can only mean a payload read it.
 */

/** The token a successful injection would leak. */
export const SECRET_TOKEN = "TOP-SECRET";

/** Files that payloads below try to write (COPY, ATTACH, EXPORT); none may exist after a run. */
export const FILES_PAYLOADS_TRY_TO_WRITE = [
  "/tmp/x.csv",
  "/tmp/storyframe-injection.duckdb",
  "/tmp/storyframe-injection-export",
] as const;

export type Payload = { name: string; text: string };

const payload = (name: string, text: string): Payload => ({ name, text });

export const sqlInjectionCorpus: readonly Payload[] = [
  // Quote breaking
  payload("quote break: OR '1'='1", "' OR '1'='1"),
  payload("quote break: OR 1=1 with a comment", "' OR 1=1 --"),
  payload("quote break: OR ''=''", "' OR ''='"),
  payload('double quotes: OR "1"="1"', '" OR "1"="1'),
  payload("parenthesis break", "') OR ('1'='1"),
  payload("valid prefix, then OR", "alpha' OR 'x'='x"),
  payload("valid prefix, then a comment", "alpha'--"),
  payload("OR with LIMIT", "' OR 1=1 LIMIT 1 --"),
  payload("escaped quote doubling", "alpha'' OR ''1''=''1"),

  // Stacked queries
  payload("stacked: DROP TABLE secrets", "'; DROP TABLE secrets; --"),
  payload("stacked: DELETE FROM items", "'; DELETE FROM items; --"),
  payload("stacked: UPDATE items", "'; UPDATE items SET name = 'pwned'; --"),
  payload("stacked: INSERT INTO items", "'; INSERT INTO items VALUES (9, 'x', 0, DATE '2026-01-01'); --"),
  payload("stacked: CREATE TABLE AS", "'; CREATE TABLE pwned AS SELECT * FROM secrets; --"),
  payload("stacked: CREATE MACRO", "'; CREATE MACRO leak() AS (SELECT token FROM secrets); --"),

  // UNION SELECT from the secrets table
  payload("UNION SELECT token", "' UNION SELECT 1, token FROM secrets --"),
  payload("UNION ALL SELECT NULL, token", "' UNION ALL SELECT NULL, token FROM secrets --"),
  payload("UNION with a balanced tail", "alpha' UNION SELECT 1, token FROM secrets WHERE '1'='1"),
  payload("UNION after a parenthesis", "') UNION SELECT 1, token FROM secrets --"),
  payload("UNION with string_agg", "' UNION SELECT 1, string_agg(token, ',') FROM secrets --"),
  payload("concatenated subquery", "' || (SELECT token FROM secrets) || '"),

  // Comment tricks
  payload("unterminated block comment", "alpha'/*"),
  payload("block comments as spaces", "alpha'/**/OR/**/'1'='1"),
  payload("hash comment", "' OR 1=1 #"),
  payload("line comment with text", "alpha' -- the rest is ignored"),
  payload("comment closing", "*/ OR 1=1 /*"),

  // Boolean and time-based blind
  payload("blind: sleep", "' AND sleep(5)--"),
  payload("blind: pg_sleep", "' AND pg_sleep(5) IS NULL--"),
  payload("blind: stacked pg_sleep", "'; SELECT pg_sleep(5); --"),
  payload("blind: heavy query", "' AND (SELECT count(*) FROM range(10000000000)) > 0 --"),
  payload("blind: substring probe", "' AND substr((SELECT token FROM secrets), 1, 1) = 'T' --"),
  payload("blind: CASE probe", "' AND 1=(SELECT CASE WHEN (1=1) THEN 1 ELSE 0 END) --"),
  payload("blind: WAITFOR DELAY", "1' WAITFOR DELAY '0:0:5'--"),

  // DuckDB-specific
  payload("DuckDB: COPY secrets to a file", "'); COPY secrets TO '/tmp/x.csv'; --"),
  payload("DuckDB: COPY a query to a file", "'; COPY (SELECT * FROM secrets) TO '/tmp/x.csv' (HEADER); --"),
  payload("DuckDB: read_csv", "' UNION SELECT 1, column0 FROM read_csv('/etc/passwd') --"),
  payload("DuckDB: read_text", "' UNION SELECT 1, content FROM read_text('/etc/passwd') --"),
  payload("DuckDB: ATTACH", "'; ATTACH '/tmp/storyframe-injection.duckdb' AS evil; --"),
  payload("DuckDB: PRAGMA", "'; PRAGMA database_list; --"),
  payload("DuckDB: INSTALL httpfs", "'; INSTALL httpfs; LOAD httpfs; --"),
  payload("DuckDB: getenv", "' UNION SELECT 1, getenv('HOME') --"),
  payload("DuckDB: SET external access", "'; SET enable_external_access = true; --"),
  payload("DuckDB: EXPORT DATABASE", "'; EXPORT DATABASE '/tmp/storyframe-injection-export'; --"),
  payload("DuckDB: table function in a value", "read_csv('/etc/passwd')"),

  // Placeholder smuggling
  payload("positional placeholder", "$1"),
  payload("another parameter's placeholder", "$other"),
  payload("the parameter's own placeholder", "$name"),
  payload("question-mark placeholder", "?"),
  payload("placeholder concatenation", "' || $name || '"),
  payload("dollar quoting", "$$ OR 1=1 $$"),
  payload("colon placeholder", ":name"),

  // Query-string smuggling
  payload("second parameter in the value", "alpha&name=beta"),
  payload("percent-encoded quotes", "%27 OR %271%27=%271"),
  payload("percent-encoded NUL", "alpha%00"),

  // NUL bytes and unicode quotes
  payload("NUL then OR", "alpha\u0000' OR '1'='1"),
  payload("trailing NUL", "alpha\u0000"),
  payload("right single quotation marks", "\u2019 OR \u20191\u2019=\u20191"),
  payload("fullwidth apostrophes", "\uFF07 OR \uFF071\uFF07=\uFF071"),
  payload("modifier letter apostrophe", "\u02BC OR 1=1 --"),
  payload("emoji and combining marks", "alpha\u0301'\u{1F4A5} OR 1=1"),

  // Very long strings
  payload("ten thousand quotes", "'".repeat(10_000)),
  payload("long prefix, then OR", `${"A".repeat(5_000)}' OR '1'='1`),

  // Backslashes
  payload("backslash-escaped quote", "\\' OR 1=1 --"),
  payload("double backslash, then DROP", "\\\\'; DROP TABLE secrets; --"),
  payload("trailing backslash", "alpha\\"),
  payload("escape sequence text", "\\x27 OR 1=1"),

  // Newlines
  payload("newline then OR", "alpha'\n OR '1'='1"),
  payload("CRLF and a comment", "alpha\r\n--\n' OR 1=1"),
  payload("date, newline, OR", "2026-01-01\n' OR '1'='1"),
  payload("timestamp then OR", "2026-01-01T10:00:00Z' OR '1'='1"),

  // Numeric- and value-looking
  payload("number OR 1=1", "1 OR 1=1"),
  payload("number then DELETE", "1; DELETE FROM items"),
  payload("number and parentheses", "1)) OR ((1=1"),
  payload("negative number UNION", "-1 UNION SELECT 1, token FROM secrets"),
  payload("hexadecimal number", "0x7FFFFFFF"),
  payload("number overflowing a double", "1e999"),
  payload("number overflowing a 64-bit integer", "99999999999999999999"),
  payload("plain integer", "1"),
  payload("plain decimal", "1.5"),
  payload("boolean word", "true"),
  payload("null word", "null"),
  payload("JSON list", "[1, 2]"),
  payload("empty JSON list", "[]"),
  payload("operator object", '{"$ne": null}'),
  payload("plain date", "2026-01-01"),
  payload("date-shaped, not a real day", "2026-02-30"),
  payload("plain timestamp", "2026-01-01T10:00:00Z"),
  payload("timestamp-shaped, not a real hour", "2026-01-01T25:00"),
  payload("timestamp with a zone offset", "2026-01-01T15:00:00+05:00"),
];
