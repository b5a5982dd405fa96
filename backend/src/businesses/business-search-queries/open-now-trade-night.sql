-- "Friseur" open now in Berlin (Mon 23:07) (bench scenario open-now-trade-night); written by npm run search:sql -w backend

-- lookup (kept): the stored cities of the prefix
-- parameters: ["berlin","berlin􏿿",21]
SELECT
  term
FROM
  search_terms
WHERE
  kind = 'c'
  AND documents > 0
  AND term >= $1
  AND term < $2
ORDER BY
  term
LIMIT
  $3;

-- lookup (kept): the lexemes of the prefixes
-- parameters: ["'friseur':*","􏿿",21]
SELECT
  q.query::text AS query,
  p.prefix,
  ARRAY(
    SELECT
      t.term
    FROM
      search_terms t
    WHERE
      t.kind = 'x'
      AND t.documents > 0
      AND t.term >= p.prefix
      AND t.term < p.prefix || $2
      AND (
        strpos(p.prefix, '-') > 0
        OR strpos(t.term, '-') = 0
      )
    ORDER BY
      t.term
    LIMIT
      $3
  ) AS terms
FROM
  (
    SELECT
      to_tsquery('german', $1) AS query
  ) AS q
  LEFT JOIN LATERAL (
    SELECT DISTINCT
      replace(m[1], '''''', '''') AS prefix
    FROM
      regexp_matches(q.query::text, '''((?:[^'']|'''')*)'':\*', 'g') AS m
  ) AS p ON TRUE;

-- statistic: openSample
-- parameters: ["berlin",1387,["berlin"]]
SELECT
  count(*) FILTER (
    WHERE
      sample.open_week @> $2::integer
  )::int AS open,
  count(*)::int AS sampled,
  (
    SELECT
      coalesce(sum(t.documents), 0)::int
    FROM
      search_terms t
    WHERE
      t.kind = 'c'
      AND t.term = ANY ($3::text[])
  ) AS businesses
FROM
  (
    SELECT
      b.open_week
    FROM
      businesses b
    WHERE
      (
        status = 'published'
        AND deleted_at IS NULL
      )
      AND b.city_folded = $1
    ORDER BY
      (NOT b.verified),
      (- b.rating_avg),
      (- b.review_count),
      b.name,
      b.id
    LIMIT
      200
  ) AS sample;

-- count: countAndSort (idx_businesses_city_open_minutes), index walks off
-- parameters: ["'friseur':*",1387,["berlin|17771","berlin|8885","berlin|4442","berlin|2221","berlin|1110","berlin|555","berlin|277","berlin|138","berlin|69","berlin|34","berlin|17","berlin|8","berlin|4","berlin|2","berlin|1"],"2026-11-23","'friseur':*","friseur",5000,24,0]
WITH
  m AS MATERIALIZED (
    SELECT
      b.id,
      (NOT b.verified) AS "k0",
      (- b.rating_avg) AS "k1",
      (- b.review_count) AS "k2",
      b.name AS "k3",
      b.id AS "k4",
      b.name_folded,
      b.name_document
    FROM
      businesses b
    WHERE
      ts_match_vq (b.search_document, to_tsquery('german', $1))
      AND (
        status = 'published'
        AND deleted_at IS NULL
      )
      AND qualified_open_segments (b.city_folded, b.open_week) && $3::text[]
      AND b.open_week @> $2::integer
      AND NOT (
        b.temporarily_closed
        AND (
          b.temporarily_closed_until IS NULL
          OR b.temporarily_closed_until >= $4::date
        )
      )
    LIMIT
      5001
  )
SELECT
  count(*)::int AS total,
  CASE
    WHEN count(*) <= $7 THEN (
      SELECT
        coalesce(
          json_agg(
            json_build_array(page.id, page.tier)
            ORDER BY
              page.tier,
              page."k0" ASC,
              page."k1" ASC,
              page."k2" ASC,
              page."k3" ASC,
              page."k4" ASC
          ),
          '[]'
        )
      FROM
        (
          SELECT
            m.*,
            CASE
              WHEN m.name_folded = $6 THEN 0
              WHEN ts_match_vq (m.name_document, to_tsquery('german', $5)) THEN 1
              ELSE 2
            END AS tier
          FROM
            m
          ORDER BY
            CASE
              WHEN m.name_folded = $6 THEN 0
              WHEN ts_match_vq (m.name_document, to_tsquery('german', $5)) THEN 1
              ELSE 2
            END,
            m."k0" ASC,
            m."k1" ASC,
            m."k2" ASC,
            m."k3" ASC,
            m."k4" ASC
          LIMIT
            $8
          OFFSET
            $9
        ) AS page
    )
  END AS page
FROM
  m;

-- page: rowsById (businesses_pkey)
-- parameters: [["00001b18-41fc-425e-8c86-91e2e2b0de4f","2a7faf1c-05d8-423c-a734-ffd3f636330a"],[0,1]]
SELECT
  b."id" AS "id",
  b."name" AS "name",
  b."category" AS "category",
  b."description" AS "description",
  b."services" AS "services",
  b."street" AS "street",
  b."postal_code" AS "postalCode",
  b."city" AS "city",
  b."country" AS "country",
  b."state" AS "state",
  b."phone" AS "phone",
  b."fax" AS "fax",
  b."email" AS "email",
  b."website" AS "website",
  b."keywords" AS "keywords",
  b."verified" AS "verified",
  b."is_form_customer" AS "isFormCustomer",
  b."image_url" AS "imageUrl",
  b."status" AS "status",
  b."temporarily_closed" AS "temporarilyClosed",
  b."temporarily_closed_until" AS "temporarilyClosedUntil",
  b."latitude" AS "latitude",
  b."longitude" AS "longitude",
  b."review_count" AS "reviewCount",
  b."rating_sum" AS "ratingSum",
  b."created_at" AS "createdAt",
  b."monday_open" AS "mondayOpen",
  b."monday_close" AS "mondayClose",
  b."tuesday_open" AS "tuesdayOpen",
  b."tuesday_close" AS "tuesdayClose",
  b."wednesday_open" AS "wednesdayOpen",
  b."wednesday_close" AS "wednesdayClose",
  b."thursday_open" AS "thursdayOpen",
  b."thursday_close" AS "thursdayClose",
  b."friday_open" AS "fridayOpen",
  b."friday_close" AS "fridayClose",
  b."saturday_open" AS "saturdayOpen",
  b."saturday_close" AS "saturdayClose",
  b."sunday_open" AS "sundayOpen",
  b."sunday_close" AS "sundayClose",
  page.tier AS "tier",
  (NOT b.verified) AS "k0",
  (- b.rating_avg)::text AS "k1",
  (- b.review_count) AS "k2",
  page.position::int AS "position"
FROM
  unnest($1::uuid[], $2::int[]) WITH ORDINALITY AS page (id, tier, position)
  JOIN businesses b ON b.id = page.id;
