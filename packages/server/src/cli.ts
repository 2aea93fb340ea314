import { runCli, USAGE, UsageError } from "./cliCommands";
import { ConfigError } from "./config";

runCli(process.argv.slice(2))
  .then((output) => {
    process.stdout.write(`${output}\n`);
  })
  .catch((error: unknown) => {
    if (error instanceof UsageError) {
      process.stderr.write(`${error.message}\n\n${USAGE}\n`);
      process.exit(2);
    }
    const isArgError = error instanceof TypeError && "code" in error && String(error.code).startsWith("ERR_PARSE_ARGS");
    if (isArgError) {
      process.stderr.write(`${error.message}\n\n${USAGE}\n`);
      process.exit(2);
    }
    process.stderr.write(`${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
