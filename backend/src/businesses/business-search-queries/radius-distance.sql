-- nearest first around München (bench scenario radius-distance); written by npm run search:sql -w backend

-- count: placeTotals (search_terms)
-- parameters: [[48.13743,48.15221,48.19253,48.06598,48.14146,48.0771,48.06122,48.09322],[11.57549,11.61585,11.64293,11.61564,11.45599,11.65812,11.52148,11.46561],[true,true,true,true,true,true,true,true],48.13743,11.57549,10000]
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

-- page: walkPointsByDistance (idx_businesses_point_listing)
-- parameters: [[48.13743,48.15221,48.19253,48.06598,48.14146,48.0771,48.06122,48.09322],[11.57549,11.61585,11.64293,11.61564,11.45599,11.65812,11.52148,11.46561],[true,true,true,true,true,true,true,true],48.13743,11.57549,10000,48.13743,11.57549,[48.13743,48.15221,48.19253,48.06598,48.14146,48.0771,48.06122,48.09322],[11.57549,11.61585,11.64293,11.61564,11.45599,11.65812,11.52148,11.46561],24,24,0]
SELECT
  page.*
FROM
  unnest($9::float8[], $10::float8[]) AS point(latitude, longitude)
  CROSS JOIN LATERAL (
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
      (- b.review_count) AS "k2",
      round(
        (
          sec_to_gc (
            sqrt(
              (
                (earth () * cos(radians($7::float8))) * cos(radians($8::float8)) - (earth () * cos(radians(b.latitude))) * cos(radians(b.longitude))
              ) * (
                (earth () * cos(radians($7::float8))) * cos(radians($8::float8)) - (earth () * cos(radians(b.latitude))) * cos(radians(b.longitude))
              ) + (
                (earth () * cos(radians($7::float8))) * sin(radians($8::float8)) - (earth () * cos(radians(b.latitude))) * sin(radians(b.longitude))
              ) * (
                (earth () * cos(radians($7::float8))) * sin(radians($8::float8)) - (earth () * cos(radians(b.latitude))) * sin(radians(b.longitude))
              ) + (
                earth () * sin(radians($7::float8)) - earth () * sin(radians(b.latitude))
              ) * (
                earth () * sin(radians($7::float8)) - earth () * sin(radians(b.latitude))
              )
            )
          ) / 1000
        )::numeric,
        1
      )::float8 AS "distanceKm"
    FROM
      businesses b
    WHERE
      b.latitude = point.latitude
      AND b.longitude = point.longitude
      AND (
        status = 'published'
        AND deleted_at IS NULL
      )
      AND b.latitude IS NOT NULL
      AND (
        (b.latitude, b.longitude) IN (
          SELECT
            point.latitude,
            point.longitude
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
      ) IS TRUE
    ORDER BY
      (NOT b.verified),
      (- b.rating_avg),
      (- b.review_count),
      b.name,
      b.id
    LIMIT
      $11
  ) AS page
LIMIT
  $12
OFFSET
  $13;
