-- radius 10 km around Berlin (bench scenario radius-city); written by npm run search:sql -w backend

-- count: placeTotals (search_terms)
-- parameters: [[52.52437,52.52003,52.53878,52.49973,52.51667,52.51559,52.55035,52.49376,52.52921,52.54734,52.51853,52.52635,52.56926,52.48863,52.55632,52.47719,52.57173,52.51395,52.50146,52.48106,52.46667,52.54608,52.58483,52.50575,52.56667,52.5871,52.46667,52.48333,52.53048,52.58295,52.47133,52.59293,52.46583,52.56681,52.49005,52.51667,52.59976,52.60242,52.59841,52.5752,52.51708,52.44293,52.45606,52.48419,52.59319,52.57601,52.47517,52.50906,52.4378],[13.41053,13.40489,13.42443,13.40338,13.36667,13.45482,13.39139,13.44469,13.47267,13.35594,13.34178,13.33903,13.40186,13.4586,13.46649,13.43126,13.43757,13.49975,13.4934,13.47276,13.4,13.5013,13.40272,13.50812,13.33333,13.36855,13.35,13.31667,13.29371,13.47811,13.32813,13.45516,13.48523,13.51255,13.29602,13.28333,13.37774,13.43019,13.35766,13.51559,13.27636,13.43388,13.332,13.53185,13.32127,13.29389,13.29071,13.5534,13.38109],[true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true],52.52437,13.41053,10000]
SELECT
  coalesce(sum(t.documents), 0)::int AS total
FROM
  search_terms t
WHERE
  t.kind = 'n'
  AND t.term = ANY (
    ARRAY(
      SELECT
        'point|' || point_place (point.latitude, point.longitude)
      FROM
        (
          SELECT
            point.latitude,
            point.longitude
          FROM
            unnest($1::float8[], $2::float8[], $3::boolean[]) AS point(latitude, longitude, inside)
          WHERE
            point.inside
            OR sec_to_gc (
              sqrt(
                (
                  (earth () * cos(radians($4::float8))) * cos(radians($5::float8)) - (earth () * cos(radians(point.latitude))) * cos(radians(point.longitude))
                ) * (
                  (earth () * cos(radians($4::float8))) * cos(radians($5::float8)) - (earth () * cos(radians(point.latitude))) * cos(radians(point.longitude))
                ) + (
                  (earth () * cos(radians($4::float8))) * sin(radians($5::float8)) - (earth () * cos(radians(point.latitude))) * sin(radians(point.longitude))
                ) * (
                  (earth () * cos(radians($4::float8))) * sin(radians($5::float8)) - (earth () * cos(radians(point.latitude))) * sin(radians(point.longitude))
                ) + (
                  earth () * sin(radians($4::float8)) - earth () * sin(radians(point.latitude))
                ) * (
                  earth () * sin(radians($4::float8)) - earth () * sin(radians(point.latitude))
                )
              )
            ) <= $6
        ) AS point
    )
  );

-- page: walkPoints (idx_businesses_point_listing)
-- parameters: [52.52437,13.41053,24,[52.52437,52.52003,52.53878,52.49973,52.51667,52.51559,52.55035,52.49376,52.52921,52.54734,52.51853,52.52635,52.56926,52.48863,52.55632,52.47719,52.57173,52.51395,52.50146,52.48106,52.46667,52.54608,52.58483,52.50575,52.56667,52.5871,52.46667,52.48333,52.53048,52.58295,52.47133,52.59293,52.46583,52.56681,52.49005,52.51667,52.59976,52.60242,52.59841,52.5752,52.51708,52.44293,52.45606,52.48419,52.59319,52.57601,52.47517,52.50906,52.4378],[13.41053,13.40489,13.42443,13.40338,13.36667,13.45482,13.39139,13.44469,13.47267,13.35594,13.34178,13.33903,13.40186,13.4586,13.46649,13.43126,13.43757,13.49975,13.4934,13.47276,13.4,13.5013,13.40272,13.50812,13.33333,13.36855,13.35,13.31667,13.29371,13.47811,13.32813,13.45516,13.48523,13.51255,13.29602,13.28333,13.37774,13.43019,13.35766,13.51559,13.27636,13.43388,13.332,13.53185,13.32127,13.29389,13.29071,13.5534,13.38109],[true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true],52.52437,13.41053,10000,24,0]
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
  round(
    (
      sec_to_gc (
        sqrt(
          (
            (earth () * cos(radians($1::float8))) * cos(radians($2::float8)) - (earth () * cos(radians(b.latitude))) * cos(radians(b.longitude))
          ) * (
            (earth () * cos(radians($1::float8))) * cos(radians($2::float8)) - (earth () * cos(radians(b.latitude))) * cos(radians(b.longitude))
          ) + (
            (earth () * cos(radians($1::float8))) * sin(radians($2::float8)) - (earth () * cos(radians(b.latitude))) * sin(radians(b.longitude))
          ) * (
            (earth () * cos(radians($1::float8))) * sin(radians($2::float8)) - (earth () * cos(radians(b.latitude))) * sin(radians(b.longitude))
          ) + (
            earth () * sin(radians($1::float8)) - earth () * sin(radians(b.latitude))
          ) * (
            earth () * sin(radians($1::float8)) - earth () * sin(radians(b.latitude))
          )
        )
      ) / 1000
    )::numeric,
    1
  )::float8 AS "distanceKm",
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
                (
                  SELECT
                    point.latitude,
                    point.longitude
                  FROM
                    unnest($4::float8[], $5::float8[], $6::boolean[]) AS point(latitude, longitude, inside)
                  WHERE
                    point.inside
                    OR sec_to_gc (
                      sqrt(
                        (
                          (earth () * cos(radians($7::float8))) * cos(radians($8::float8)) - (earth () * cos(radians(point.latitude))) * cos(radians(point.longitude))
                        ) * (
                          (earth () * cos(radians($7::float8))) * cos(radians($8::float8)) - (earth () * cos(radians(point.latitude))) * cos(radians(point.longitude))
                        ) + (
                          (earth () * cos(radians($7::float8))) * sin(radians($8::float8)) - (earth () * cos(radians(point.latitude))) * sin(radians(point.longitude))
                        ) * (
                          (earth () * cos(radians($7::float8))) * sin(radians($8::float8)) - (earth () * cos(radians(point.latitude))) * sin(radians(point.longitude))
                        ) + (
                          earth () * sin(radians($7::float8)) - earth () * sin(radians(point.latitude))
                        ) * (
                          earth () * sin(radians($7::float8)) - earth () * sin(radians(point.latitude))
                        )
                      )
                    ) <= $9
                ) AS point
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
                    AND b.latitude = point.latitude
                    AND b.longitude = point.longitude
                    AND b.latitude IS NOT NULL
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
                    $3
                ) AS walk
              ORDER BY
                walk."k0" ASC,
                walk."k1"::numeric ASC,
                walk."k2" ASC,
                walk."name" ASC,
                walk."id" ASC
              LIMIT
                $3
            )
          ) AS page
        LIMIT
          $10
        OFFSET
          $11
      ) AS page
  ) AS page
  JOIN businesses b ON b.id = page."id";
