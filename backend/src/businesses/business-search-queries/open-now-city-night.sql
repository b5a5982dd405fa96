-- open now in Berlin (Mon 23:07) (bench scenario open-now-city-night); written by npm run search:sql -w backend

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

-- count: countRows (idx_businesses_night_listing)
-- parameters: ["berlin",1387,"2026-11-23"]
SELECT
  count(*)::int AS total
FROM
  (
    SELECT
      1
    FROM
      businesses b
    WHERE
      (
        status = 'published'
        AND deleted_at IS NULL
      )
      AND b.city_folded = $1
      AND (
        open_hour_slots (open_week) && '{0,1,2,3,4,5,6,23,24,25,26,27,28,29,30,47,48,49,50,51,52,53,54,71,72,73,74,75,76,77,78,95,96,97,98,99,100,101,102,119,120,121,122,123,124,125,126,143,144,145,146,147,148,149,150,167}'::smallint[]
      )
      AND b.open_week @> $2::integer
      AND NOT (
        b.temporarily_closed
        AND (
          b.temporarily_closed_until IS NULL
          OR b.temporarily_closed_until >= $3::date
        )
      )
    LIMIT
      201
  ) AS capped;

-- page: walkListing (idx_businesses_city_night_listing)
-- parameters: ["berlin",1387,"2026-11-23",24,24,0]
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
        TRUE
        AND (
          status = 'published'
          AND deleted_at IS NULL
        )
        AND b.city_folded = $1
        AND (
          open_hour_slots (open_week) && '{0,1,2,3,4,5,6,23,24,25,26,27,28,29,30,47,48,49,50,51,52,53,54,71,72,73,74,75,76,77,78,95,96,97,98,99,100,101,102,119,120,121,122,123,124,125,126,143,144,145,146,147,148,149,150,167}'::smallint[]
        )
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
        $4
    )
  ) AS page
LIMIT
  $5
OFFSET
  $6;
