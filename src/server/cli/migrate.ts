// `npm run db:migrate`: applies pending migrations to the configured database and exits.
import { loadConfig, ConfigError, describeDatabase } from "../config";
import { openDatabase } from "../../db/connection";
import { migrate } from "../../db/migrate";

try {
  const config = loadConfig();
  console.log(`Migrating ${describeDatabase(config)}`);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    embeddedPort: config.embeddedPgPort,
  });
  try {
    const { applied } = await migrate(database.pool);
    console.log(applied.length ? `Applied ${applied.join(", ")}` : "Nothing to apply: the database is up to date.");
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(
    error instanceof ConfigError
      ? error.message
      : `Migration failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
}
// Exit explicitly: the embedded server's exit hooks would otherwise decide the exit code.
process.exit(process.exitCode ?? 0);
