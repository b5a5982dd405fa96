-- category + postal code prefix "54" (bench scenario category-postal-code); written by npm run search:sql -w backend

-- lookup (kept): the postal codes of the prefix
-- parameters: ["54%",51]
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
-- parameters: ["code|54","code|54􏿿"]
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

-- count: countAndSort (idx_businesses_listing)
-- parameters: ["Sonstige","54%",5000,24,0]
WITH
  m AS MATERIALIZED (
    SELECT
      b.id,
      (NOT b.verified) AS "k0",
      (- b.rating_avg) AS "k1",
      (- b.review_count) AS "k2",
      b.name AS "k3",
      b.id AS "k4"
    FROM
      businesses b
    WHERE
      (
        status = 'published'
        AND deleted_at IS NULL
      )
      AND b.category = $1
      AND b.postal_code LIKE $2
    LIMIT
      5001
  )
SELECT
  count(*)::int AS total,
  CASE
    WHEN count(*) <= $3 THEN (
      SELECT
        coalesce(
          json_agg(
            json_build_array(page.id, page.tier)
            ORDER BY
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
            0 AS tier
          FROM
            m
          ORDER BY
            m."k0" ASC,
            m."k1" ASC,
            m."k2" ASC,
            m."k3" ASC,
            m."k4" ASC
          LIMIT
            $4
          OFFSET
            $5
        ) AS page
    )
  END AS page
FROM
  m;

-- page: sortMatches (idx_businesses_category_listing), index walks off
-- parameters: ["Sonstige","54%",24,24,0]
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
                0 AS "tier",
                (NOT b.verified) AS "k0",
                (- b.rating_avg)::text AS "k1",
                (- b.review_count) AS "k2"
              FROM
                businesses b
              WHERE
                TRUE
                AND (
                  status = 'published'
                  AND deleted_at IS NULL
                )
                AND b.category = $1
                AND b.postal_code LIKE $2
              ORDER BY
                (NOT b.verified) ASC,
                (- b.rating_avg) ASC,
                (- b.review_count) ASC,
                b.name ASC,
                b.id ASC
              LIMIT
                $3
            )
          ) AS page
        LIMIT
          $4
        OFFSET
          $5
      ) AS page
  ) AS page
  JOIN businesses b ON b.id = page."id";
