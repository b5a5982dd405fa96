import { SqlParams } from './business-search-sql';

describe('SqlParams', () => {
  it('keeps the values of a statement that uses all of them', () => {
    const params = new SqlParams();
    const sql = params.sql(`SELECT ${params.add('a')}::text, ${params.add(2)}::int`);
    expect(sql).toEqual({ text: 'SELECT $1::text, $2::int', values: ['a', 2] });
  });

  it('drops the values a statement left out and renumbers the others, tens included', () => {
    const params = new SqlParams();
    const placeholders = Array.from({ length: 12 }, (_, index) => params.add(index + 1));
    // $1, $3 and $11 unused: the exact name of a tier not read, "open now" of a branch not taken.
    const text = `SELECT ${placeholders[1]}, ${placeholders[11]}, ${placeholders[9]}, ${placeholders[1]}`;
    expect(params.sql(text)).toEqual({ text: 'SELECT $1, $3, $2, $1', values: [2, 10, 12] });
  });
});
