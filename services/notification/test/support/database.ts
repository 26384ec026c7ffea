import pg from 'pg';

/** Drops and recreates a test database so every run starts from its migrations. */
export async function recreateDatabase(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^[a-z0-9_]+_test[a-z0-9_]*$/.test(name)) throw new Error(`refusing to drop "${name}": not a test database`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await client.end();
  }
  // The kit's database plugin creates it again with the UTF-8 locale it requires.
}
