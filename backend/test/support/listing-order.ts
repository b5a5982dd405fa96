import type { DataSource } from 'typeorm';

/** The ids of the public businesses whose names start with `namePrefix`, in the listing order (SQL's own sort). */
export async function idsInListingOrder(dataSource: DataSource, namePrefix: string): Promise<string[]> {
  const rows = await dataSource.query<{ id: string }[]>(
    `SELECT id FROM businesses WHERE name LIKE $1 || '%' AND status = 'published' AND deleted_at IS NULL
     ORDER BY NOT verified, - rating_avg, - review_count, name, id`,
    [namePrefix],
  );
  return rows.map((row) => row.id);
}
