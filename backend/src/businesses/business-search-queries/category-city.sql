-- category + city (München) (bench scenario category-city); written by npm run search:sql -w backend

-- lookup (kept): the stored cities of the prefix
-- parameters: ["munchen","munchen􏿿",21]
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

-- count: countRows (idx_businesses_listing)
-- parameters: ["Restaurant & Gastronomie","munchen"]
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
      AND b.category = $1
      AND b.city_folded = $2
    LIMIT
      10001
  ) AS capped;

-- page: walkListing (idx_businesses_city_listing)
-- parameters: ["Restaurant & Gastronomie","munchen",24,24,0]
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
        AND b.category = $1
        AND b.city_folded = $2
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
