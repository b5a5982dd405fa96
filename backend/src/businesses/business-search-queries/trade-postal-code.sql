-- "Friseur" in postal code 10115 (bench scenario trade-postal-code); written by npm run search:sql -w backend

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

-- lookup (kept): the postal codes of the prefix
-- parameters: ["10115%",51]
WITH RECURSIVE
  codes AS (
    (
      SELECT
        b.postal_code::text AS code
      FROM
        businesses b
      WHERE
        (
          status = 'published'
          AND deleted_at IS NULL
        )
        AND b.postal_code LIKE $1
      ORDER BY
        b.postal_code USING ~<~
      LIMIT
        1
    )
    UNION ALL
    SELECT
      following.code
    FROM
      codes
      CROSS JOIN LATERAL (
        SELECT
          b.postal_code::text AS code
        FROM
          businesses b
        WHERE
          (
            status = 'published'
            AND deleted_at IS NULL
          )
          AND b.postal_code LIKE $1
          AND b.postal_code ~>~ codes.code
        ORDER BY
          b.postal_code USING ~<~
        LIMIT
          1
      ) AS following
  )
SELECT
  code
FROM
  codes
LIMIT
  $2;

-- statistic: postalCodeRows
-- parameters: ["code|10115","code|10115􏿿"]
SELECT
  (
    SELECT
      coalesce(sum(t.documents), 0)
    FROM
      search_terms t
    WHERE
      t.kind = 'n'
      AND t.term >= $1
      AND t.term < $2
  )::float8 AS codes;

-- count: countAndSort (idx_businesses_postal_words), index walks off
-- parameters: [["10115"],"( 'friseur' | 'friseursalon' | 'friseurteam' )","'friseur':*","friseur",5000,24,0]
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
      qualified_words (b.postal_code, b.search_document) @@ qualified_words_query ($1::text[], $2::tsquery)
      AND (
        status = 'published'
        AND deleted_at IS NULL
      )
    LIMIT
      5001
  )
SELECT
  count(*)::int AS total,
  CASE
    WHEN count(*) <= $5 THEN (
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
              WHEN m.name_folded = $4 THEN 0
              WHEN ts_match_vq (m.name_document, to_tsquery('german', $3)) THEN 1
              ELSE 2
            END AS tier
          FROM
            m
          ORDER BY
            CASE
              WHEN m.name_folded = $4 THEN 0
              WHEN ts_match_vq (m.name_document, to_tsquery('german', $3)) THEN 1
              ELSE 2
            END,
            m."k0" ASC,
            m."k1" ASC,
            m."k2" ASC,
            m."k3" ASC,
            m."k4" ASC
          LIMIT
            $6
          OFFSET
            $7
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
