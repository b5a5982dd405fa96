-- open now (Mon 23:07) (bench scenario open-now-night); written by npm run search:sql -w backend

-- count: countRows (idx_businesses_night_listing)
-- parameters: [1387,"2026-11-23"]
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
      AND (
        open_hour_slots (open_week) && '{0,1,2,3,4,5,6,23,24,25,26,27,28,29,30,47,48,49,50,51,52,53,54,71,72,73,74,75,76,77,78,95,96,97,98,99,100,101,102,119,120,121,122,123,124,125,126,143,144,145,146,147,148,149,150,167}'::smallint[]
      )
      AND b.open_week @> $1::integer
      AND NOT (
        b.temporarily_closed
        AND (
          b.temporarily_closed_until IS NULL
          OR b.temporarily_closed_until >= $2::date
        )
      )
    LIMIT
      201
  ) AS capped;

-- page: walkListing (idx_businesses_night_listing)
-- parameters: [1387,"2026-11-23",24,24,0]
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
        AND (
          open_hour_slots (open_week) && '{0,1,2,3,4,5,6,23,24,25,26,27,28,29,30,47,48,49,50,51,52,53,54,71,72,73,74,75,76,77,78,95,96,97,98,99,100,101,102,119,120,121,122,123,124,125,126,143,144,145,146,147,148,149,150,167}'::smallint[]
        )
        AND b.open_week @> $1::integer
        AND NOT (
          b.temporarily_closed
          AND (
            b.temporarily_closed_until IS NULL
            OR b.temporarily_closed_until >= $2::date
          )
        )
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
  $5;
