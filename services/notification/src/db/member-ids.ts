const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Member ids are UUIDs here (the uuid columns of notifications, preferences and projections). An
 * event that names another id cannot have a row of them, so such ids are skipped, not queried.
 */
export function isUuid(id: string): boolean {
  return UUID.test(id);
}
