-- open now in "Gesundheit & Medizin" (Mon 20:30) (bench scenario open-now-category-evening); written by npm run search:sql -w backend

-- statistic: openSample
-- parameters: ["Gesundheit & Medizin",1230,[]]
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
      AND b.category = $1
    ORDER BY
      (NOT b.verified),
      (- b.rating_avg),
      (- b.review_count),
      b.name,
      b.id
    LIMIT
      200
  ) AS sample;

-- count: countRows (idx_businesses_category_open_minutes)
-- parameters: [1230,["Gesundheit & Medizin|17614","Gesundheit & Medizin|8807","Gesundheit & Medizin|4403","Gesundheit & Medizin|2201","Gesundheit & Medizin|1100","Gesundheit & Medizin|550","Gesundheit & Medizin|275","Gesundheit & Medizin|137","Gesundheit & Medizin|68","Gesundheit & Medizin|34","Gesundheit & Medizin|17","Gesundheit & Medizin|8","Gesundheit & Medizin|4","Gesundheit & Medizin|2","Gesundheit & Medizin|1"],"2026-11-23"]
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
      AND qualified_open_segments (b.category, b.open_week) && $2::text[]
      AND b.open_week @> $1::integer
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

-- page: sortMatches (idx_businesses_category_listing), index walks off
-- parameters: [1230,["Gesundheit & Medizin|17614","Gesundheit & Medizin|8807","Gesundheit & Medizin|4403","Gesundheit & Medizin|2201","Gesundheit & Medizin|1100","Gesundheit & Medizin|550","Gesundheit & Medizin|275","Gesundheit & Medizin|137","Gesundheit & Medizin|68","Gesundheit & Medizin|34","Gesundheit & Medizin|17","Gesundheit & Medizin|8","Gesundheit & Medizin|4","Gesundheit & Medizin|2","Gesundheit & Medizin|1"],"2026-11-23",12,12,0]
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
                AND qualified_open_segments (b.category, b.open_week) && $2::text[]
                AND b.open_week @> $1::integer
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
          $6
      ) AS page
  ) AS page
  JOIN businesses b ON b.id = page."id";
