-- "Friseur" open now in Berlin (Mon 10:30) (bench scenario open-now-trade-day); written by npm run search:sql -w backend

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
-- parameters: ["berlin",630,["berlin"]]
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

-- count: countAndSort (idx_businesses_open_city_words), index walks off
-- parameters: [["berlin"],"( 'friseur' | 'friseursalon' | 'friseurteam' )",["berlin|11"],630,"2026-11-23","'friseur':*","friseur",200,24,0]
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
      qualified_words (b.city_folded, b.search_document) @@ qualified_words_query ($1::text[], $2::tsquery)
      AND qualified_open_hours (b.city_folded, b.open_week) && $3::text[]
      AND (
        status = 'published'
        AND deleted_at IS NULL
      )
      AND (
        b.open_week @> $4::integer
        AND NOT (
          b.temporarily_closed
          AND (
            b.temporarily_closed_until IS NULL
            OR b.temporarily_closed_until >= $5::date
          )
        )
      ) IS TRUE
    LIMIT
      201
  )
SELECT
  count(*)::int AS total,
  CASE
    WHEN count(*) <= $8 THEN (
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
              WHEN m.name_folded = $7 THEN 0
              WHEN ts_match_vq (m.name_document, to_tsquery('german', $6)) THEN 1
              ELSE 2
            END AS tier
          FROM
            m
          ORDER BY
            CASE
              WHEN m.name_folded = $7 THEN 0
              WHEN ts_match_vq (m.name_document, to_tsquery('german', $6)) THEN 1
              ELSE 2
            END,
            m."k0" ASC,
            m."k1" ASC,
            m."k2" ASC,
            m."k3" ASC,
            m."k4" ASC
          LIMIT
            $9
          OFFSET
            $10
        ) AS page
    )
  END AS page
FROM
  m;

-- page: topRatedFirst (idx_businesses_top_rated_city_names)
-- parameters: ["berlin",630,"2026-11-23","'friseur':*","friseur",24,["berlin"],"( 'friseur' | 'friseursalon' | 'friseurteam' )",630,"2026-11-23",24,0]
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
  page."tier",
  page."k0",
  page."k1",
  page."k2",
  page."position"
FROM
  (
    SELECT
      page.*,
      (row_number() OVER ())::int AS "position"
    FROM
      (
        SELECT
          *
        FROM
          (
            (
              SELECT
                b.id AS "id",
                CASE
                  WHEN b.name_folded = $5 THEN 0
                  ELSE 1
                END AS "tier",
                (NOT b.verified) AS "k0",
                (- b.rating_avg)::text AS "k1",
                (- b.review_count) AS "k2"
              FROM
                businesses b
              WHERE
                (
                  b.name_folded = $5
                  OR (
                    qualified_words (b.city_folded, b.name_document) @@ qualified_words_query ($7::text[], $8::tsquery)
                    AND (
                      verified
                      AND rating_avg >= 4.5
                    )
                    AND (
                      status = 'published'
                      AND deleted_at IS NULL
                    )
                  )
                )
                AND (
                  b.name_folded <> $5
                  OR (
                    b.name_folded = $5
                    AND b.search_document @@ to_tsquery('german', $4)
                    AND (
                      status = 'published'
                      AND deleted_at IS NULL
                    )
                    AND b.city_folded = $1
                    AND b.open_week @> $2::integer
                    AND NOT (
                      b.temporarily_closed
                      AND (
                        b.temporarily_closed_until IS NULL
                        OR b.temporarily_closed_until >= $3::date
                      )
                    )
                  )
                )
                AND (
                  b.name_folded = $5
                  OR (
                    (
                      status = 'published'
                      AND deleted_at IS NULL
                    )
                    AND b.open_week @> $9::integer
                    AND NOT (
                      b.temporarily_closed
                      AND (
                        b.temporarily_closed_until IS NULL
                        OR b.temporarily_closed_until >= $10::date
                      )
                    )
                  )
                )
              ORDER BY
                "tier" ASC,
                (NOT b.verified) ASC,
                (- b.rating_avg) ASC,
                (- b.review_count) ASC,
                b.name ASC,
                b.id ASC
              LIMIT
                $6
            )
          ) AS page
        LIMIT
          $11
        OFFSET
          $12
      ) AS page
  ) AS page
  JOIN businesses b ON b.id = page."id";

-- page: walkListing (idx_businesses_city_listing), when the first did not fill the page
-- parameters: ["berlin",630,"2026-11-23","'friseur':*","friseur",24,24,0]
SELECT
  *
FROM
  (
    (
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
        0 AS "tier",
        (NOT b.verified) AS "k0",
        (- b.rating_avg)::text AS "k1",
        (- b.review_count) AS "k2"
      FROM
        businesses b
      WHERE
        b.name_folded = $5
        AND b.search_document @@ to_tsquery('german', $4)
        AND (
          status = 'published'
          AND deleted_at IS NULL
        )
        AND b.city_folded = $1
        AND b.open_week @> $2::integer
        AND NOT (
          b.temporarily_closed
          AND (
            b.temporarily_closed_until IS NULL
            OR b.temporarily_closed_until >= $3::date
          )
        )
      ORDER BY
        (NOT b.verified) ASC,
        (- b.rating_avg) ASC,
        (- b.review_count) ASC,
        b.name ASC,
        b.id ASC
      LIMIT
        $6
    )
    UNION ALL
    (
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
        1 AS "tier",
        (NOT b.verified) AS "k0",
        (- b.rating_avg)::text AS "k1",
        (- b.review_count) AS "k2"
      FROM
        businesses b
      WHERE
        b.name_document @@ to_tsquery('german', $4)
        AND b.name_folded <> $5
        AND (
          status = 'published'
          AND deleted_at IS NULL
        )
        AND b.city_folded = $1
        AND b.open_week @> $2::integer
        AND NOT (
          b.temporarily_closed
          AND (
            b.temporarily_closed_until IS NULL
            OR b.temporarily_closed_until >= $3::date
          )
        )
      ORDER BY
        (NOT b.verified) ASC,
        (- b.rating_avg) ASC,
        (- b.review_count) ASC,
        b.name ASC,
        b.id ASC
      LIMIT
        $6
    )
    UNION ALL
    (
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
        2 AS "tier",
        (NOT b.verified) AS "k0",
        (- b.rating_avg)::text AS "k1",
        (- b.review_count) AS "k2"
      FROM
        businesses b
      WHERE
        b.search_document @@ to_tsquery('german', $4)
        AND NOT (b.name_document @@ to_tsquery('german', $4))
        AND b.name_folded <> $5
        AND (
          status = 'published'
          AND deleted_at IS NULL
        )
        AND b.city_folded = $1
        AND b.open_week @> $2::integer
        AND NOT (
          b.temporarily_closed
          AND (
            b.temporarily_closed_until IS NULL
            OR b.temporarily_closed_until >= $3::date
          )
        )
      ORDER BY
        (NOT b.verified) ASC,
        (- b.rating_avg) ASC,
        (- b.review_count) ASC,
        b.name ASC,
        b.id ASC
      LIMIT
        $6
    )
  ) AS page
LIMIT
  $7
OFFSET
  $8;
