-- open now (Sat 26 Dec 10:30) (bench scenario open-now-st-stephens-day); written by npm run search:sql -w backend

-- statistic: openHourShare
-- parameters: []
SELECT
  greatest(
    pg_stat_get_last_analyze_time ('businesses'::regclass),
    pg_stat_get_last_autoanalyze_time ('businesses'::regclass)
  )::text AS analyzed;

-- statistic: after a new ANALYZE
-- parameters: []
SELECT
  s.most_common_elems::text::smallint[] AS hours,
  s.most_common_elem_freqs AS shares
FROM
  pg_stats s
WHERE
  s.schemaname = current_schema()
  AND s.tablename = 'idx_businesses_open_hours';

-- count: countRows (idx_businesses_open_hours)
-- parameters: [7830,"Schweiz",["Obwalden","Nidwalden","Zug","Freiburg","Solothurn","Appenzell Innerrhoden","Waadt","Wallis","Neuenburg","Genf","Jura"],"2026-12-26"]
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
      AND open_hour_slots (b.open_week) @> ARRAY[open_hour_slot ($1::integer)]
      AND b.open_week @> $1::integer
      AND b.country = $2
      AND b.state = ANY ($3::text[])
      AND NOT (
        b.temporarily_closed
        AND (
          b.temporarily_closed_until IS NULL
          OR b.temporarily_closed_until >= $4::date
        )
      )
    LIMIT
      201
  ) AS capped;

-- page: walkListing (idx_businesses_listing)
-- parameters: [7830,"Schweiz",["Obwalden","Nidwalden","Zug","Freiburg","Solothurn","Appenzell Innerrhoden","Waadt","Wallis","Neuenburg","Genf","Jura"],"2026-12-26",24,24,0]
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
        AND b.open_week @> $1::integer
        AND b.country = $2
        AND (b.state = ANY ($3::text[])) IS TRUE
        AND NOT (
          b.temporarily_closed
          AND (
            b.temporarily_closed_until IS NULL
            OR b.temporarily_closed_until >= $4::date
          )
        )
      ORDER BY
        (NOT b.verified) ASC,
        (- b.rating_avg) ASC,
        (- b.review_count) ASC,
        b.name ASC,
        b.id ASC
      LIMIT
        $5
    )
  ) AS page
LIMIT
  $6
OFFSET
  $7;
