-- postal code prefix "803" (bench scenario postal-code); written by npm run search:sql -w backend

-- lookup (kept): the postal codes of the prefix
-- parameters: ["803%",51]
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

-- count: placeTotals (search_terms)
-- parameters: ["code|803","code|803􏿿"]
SELECT
  coalesce(sum(t.documents), 0)::int AS total
FROM
  search_terms t
WHERE
  t.kind = 'n'
  AND t.term >= $1
  AND t.term < $2;

-- page: walkPostalCodes (idx_businesses_postal_listing)
-- parameters: [24,["8032","80331","80333","8037"],24,0]
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
                walk.*
              FROM
                unnest($2::text[]) AS code (postal_code)
                CROSS JOIN LATERAL (
                  SELECT
                    b.id AS "id",
                    b.name AS "name",
                    b.created_at AS "createdAt",
                    0 AS "tier",
                    (NOT b.verified) AS "k0",
                    (- b.rating_avg)::text AS "k1",
                    (- b.review_count) AS "k2"
                  FROM
                    businesses b
                  WHERE
                    TRUE
                    AND b.postal_code = code.postal_code
                    AND (
                      status = 'published'
                      AND deleted_at IS NULL
                    )
                  ORDER BY
                    (NOT b.verified) ASC,
                    (- b.rating_avg) ASC,
                    (- b.review_count) ASC,
                    b.name ASC,
                    b.id ASC
                  LIMIT
                    $1
                ) AS walk
              ORDER BY
                walk."k0" ASC,
                walk."k1"::numeric ASC,
                walk."k2" ASC,
                walk."name" ASC,
                walk."id" ASC
              LIMIT
                $1
            )
          ) AS page
        LIMIT
          $3
        OFFSET
          $4
      ) AS page
  ) AS page
  JOIN businesses b ON b.id = page."id";
