-- "Friseur" within 10 km of 10115 (bench scenario radius-trade); written by npm run search:sql -w backend

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

-- statistic: denseAtPoints
-- parameters: [[52.52437,52.52003,52.53878,52.49973,52.51667,52.51559,52.55035,52.49376,52.52921,52.54734,52.51853,52.52635,52.56926,52.48863,52.55632,52.47719,52.57173,52.51395,52.50146,52.48106,52.46667,52.54608,52.58483,52.50575,52.56667,52.5871,52.46667,52.48333,52.53048,52.58295,52.47133,52.59293,52.46583,52.56681,52.49005,52.51667,52.59976,52.60242,52.59841,52.5752,52.51708,52.44293,52.45606,52.48419,52.59319,52.57601,52.47517,52.50906,52.4378],[13.41053,13.40489,13.42443,13.40338,13.36667,13.45482,13.39139,13.44469,13.47267,13.35594,13.34178,13.33903,13.40186,13.4586,13.46649,13.43126,13.43757,13.49975,13.4934,13.47276,13.4,13.5013,13.40272,13.50812,13.33333,13.36855,13.35,13.31667,13.29371,13.47811,13.32813,13.45516,13.48523,13.51255,13.29602,13.28333,13.37774,13.43019,13.35766,13.51559,13.27636,13.43388,13.332,13.53185,13.32127,13.29389,13.29071,13.5534,13.38109],[true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true],52.52437,13.41053,10000,"'friseur':*","􏿿",1176]
SELECT
  EXISTS (
    SELECT
      1
    FROM
      (
        SELECT
          place || '|' || (
            regexp_match(
              to_tsquery('german', $7)::text,
              '^''([^'']+)'':\*$'
            )
          ) [1] AS prefix,
          length(place) + 2 AS word_start
        FROM
          unnest(
            ARRAY(
              SELECT
                point_place (point.latitude, point.longitude)
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
          ) AS place
      ) AS q
      CROSS JOIN LATERAL (
        SELECT
          t.term,
          t.documents
        FROM
          search_terms t
        WHERE
          t.kind = 'g'
          AND t.term >= q.prefix
          AND t.term < q.prefix || $8
          AND t.documents > 0
      ) AS t
    GROUP BY
      substr(t.term, q.word_start)
    HAVING
      sum(t.documents) > $9
  ) AS frequent;

-- page: topRatedFirst (idx_businesses_top_rated_point_names)
-- parameters: [52.52437,13.41053,"'friseur':*","friseur",24,[52.52437,52.52003,52.53878,52.49973,52.51667,52.51559,52.55035,52.49376,52.52921,52.54734,52.51853,52.52635,52.56926,52.48863,52.55632,52.47719,52.57173,52.51395,52.50146,52.48106,52.46667,52.54608,52.58483,52.50575,52.56667,52.5871,52.46667,52.48333,52.53048,52.58295,52.47133,52.59293,52.46583,52.56681,52.49005,52.51667,52.59976,52.60242,52.59841,52.5752,52.51708,52.44293,52.45606,52.48419,52.59319,52.57601,52.47517,52.50906,52.4378],[13.41053,13.40489,13.42443,13.40338,13.36667,13.45482,13.39139,13.44469,13.47267,13.35594,13.34178,13.33903,13.40186,13.4586,13.46649,13.43126,13.43757,13.49975,13.4934,13.47276,13.4,13.5013,13.40272,13.50812,13.33333,13.36855,13.35,13.31667,13.29371,13.47811,13.32813,13.45516,13.48523,13.51255,13.29602,13.28333,13.37774,13.43019,13.35766,13.51559,13.27636,13.43388,13.332,13.53185,13.32127,13.29389,13.29071,13.5534,13.38109],[true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true],52.52437,13.41053,10000,"( 'friseur' | 'friseursalon' | 'friseurteam' )",10000,[52.52437,52.52003,52.53878,52.49973,52.51667,52.51559,52.55035,52.49376,52.52921,52.54734,52.51853,52.52635,52.56926,52.48863,52.55632,52.47719,52.57173,52.51395,52.50146,52.48106,52.46667,52.54608,52.58483,52.50575,52.56667,52.5871,52.46667,52.48333,52.53048,52.58295,52.47133,52.59293,52.46583,52.56681,52.49005,52.51667,52.59976,52.60242,52.59841,52.5752,52.51708,52.44293,52.45606,52.48419,52.59319,52.57601,52.47517,52.50906,52.4378],[13.41053,13.40489,13.42443,13.40338,13.36667,13.45482,13.39139,13.44469,13.47267,13.35594,13.34178,13.33903,13.40186,13.4586,13.46649,13.43126,13.43757,13.49975,13.4934,13.47276,13.4,13.5013,13.40272,13.50812,13.33333,13.36855,13.35,13.31667,13.29371,13.47811,13.32813,13.45516,13.48523,13.51255,13.29602,13.28333,13.37774,13.43019,13.35766,13.51559,13.27636,13.43388,13.332,13.53185,13.32127,13.29389,13.29071,13.5534,13.38109],[true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true],52.52437,13.41053,10000,52.52437,13.41053,24,0]
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
                b.id AS "id",
                CASE
                  WHEN b.name_folded = $4 THEN 0
                  ELSE 1
                END AS "tier",
                (NOT b.verified) AS "k0",
                (- b.rating_avg)::text AS "k1",
                (- b.review_count) AS "k2"
              FROM
                businesses b
              WHERE
                (
                  b.name_folded = $4
                  OR (
                    qualified_words (
                      point_place (b.latitude, b.longitude),
                      b.name_document
                    ) @@ qualified_words_query (
                      ARRAY(
                        SELECT
                          point_place (point.latitude, point.longitude)
                        FROM
                          (
                            SELECT
                              point.latitude,
                              point.longitude
                            FROM
                              unnest($6::float8[], $7::float8[], $8::boolean[]) AS point(latitude, longitude, inside)
                            WHERE
                              point.inside
                              OR sec_to_gc (
                                sqrt(
                                  (
                                    (earth () * cos(radians($9::float8))) * cos(radians($10::float8)) - (earth () * cos(radians(point.latitude))) * cos(radians(point.longitude))
                                  ) * (
                                    (earth () * cos(radians($9::float8))) * cos(radians($10::float8)) - (earth () * cos(radians(point.latitude))) * cos(radians(point.longitude))
                                  ) + (
                                    (earth () * cos(radians($9::float8))) * sin(radians($10::float8)) - (earth () * cos(radians(point.latitude))) * sin(radians(point.longitude))
                                  ) * (
                                    (earth () * cos(radians($9::float8))) * sin(radians($10::float8)) - (earth () * cos(radians(point.latitude))) * sin(radians(point.longitude))
                                  ) + (
                                    earth () * sin(radians($9::float8)) - earth () * sin(radians(point.latitude))
                                  ) * (
                                    earth () * sin(radians($9::float8)) - earth () * sin(radians(point.latitude))
                                  )
                                )
                              ) <= $11
                          ) AS point
                      ),
                      $12::tsquery
                    )
                    AND (
                      verified
                      AND rating_avg >= 4.5
                    )
                    AND (
                      status = 'published'
                      AND deleted_at IS NULL
                    )
                    AND b.latitude IS NOT NULL
                  )
                )
                AND (
                  b.name_folded <> $4
                  OR (
                    b.name_folded = $4
                    AND b.search_document @@ to_tsquery('german', $3)
                    AND (
                      status = 'published'
                      AND deleted_at IS NULL
                    )
                    AND earth_box (ll_to_earth ($20::float8, $21::float8), $13) @> business_earth (b.latitude, b.longitude)
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
                              unnest($14::float8[], $15::float8[], $16::boolean[]) AS point(latitude, longitude, inside)
                            WHERE
                              point.inside
                              OR sec_to_gc (
                                sqrt(
                                  (
                                    (earth () * cos(radians($17::float8))) * cos(radians($18::float8)) - (earth () * cos(radians(point.latitude))) * cos(radians(point.longitude))
                                  ) * (
                                    (earth () * cos(radians($17::float8))) * cos(radians($18::float8)) - (earth () * cos(radians(point.latitude))) * cos(radians(point.longitude))
                                  ) + (
                                    (earth () * cos(radians($17::float8))) * sin(radians($18::float8)) - (earth () * cos(radians(point.latitude))) * sin(radians(point.longitude))
                                  ) * (
                                    (earth () * cos(radians($17::float8))) * sin(radians($18::float8)) - (earth () * cos(radians(point.latitude))) * sin(radians(point.longitude))
                                  ) + (
                                    earth () * sin(radians($17::float8)) - earth () * sin(radians(point.latitude))
                                  ) * (
                                    earth () * sin(radians($17::float8)) - earth () * sin(radians(point.latitude))
                                  )
                                )
                              ) <= $19
                          ) AS point
                      )
                    ) IS TRUE
                  )
                )
                AND (
                  b.name_folded = $4
                  OR (
                    (
                      status = 'published'
                      AND deleted_at IS NULL
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
                $5
            )
          ) AS page
        LIMIT
          $22
        OFFSET
          $23
      ) AS page
  ) AS page
  JOIN businesses b ON b.id = page."id";

-- page: walkPoints (idx_businesses_point_listing), when the first did not fill the page
-- parameters: [52.52437,13.41053,"'friseur':*","friseur",24,10000,[52.52437,52.52003,52.53878,52.49973,52.51667,52.51559,52.55035,52.49376,52.52921,52.54734,52.51853,52.52635,52.56926,52.48863,52.55632,52.47719,52.57173,52.51395,52.50146,52.48106,52.46667,52.54608,52.58483,52.50575,52.56667,52.5871,52.46667,52.48333,52.53048,52.58295,52.47133,52.59293,52.46583,52.56681,52.49005,52.51667,52.59976,52.60242,52.59841,52.5752,52.51708,52.44293,52.45606,52.48419,52.59319,52.57601,52.47517,52.50906,52.4378],[13.41053,13.40489,13.42443,13.40338,13.36667,13.45482,13.39139,13.44469,13.47267,13.35594,13.34178,13.33903,13.40186,13.4586,13.46649,13.43126,13.43757,13.49975,13.4934,13.47276,13.4,13.5013,13.40272,13.50812,13.33333,13.36855,13.35,13.31667,13.29371,13.47811,13.32813,13.45516,13.48523,13.51255,13.29602,13.28333,13.37774,13.43019,13.35766,13.51559,13.27636,13.43388,13.332,13.53185,13.32127,13.29389,13.29071,13.5534,13.38109],[true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true],52.52437,13.41053,10000,52.52437,13.41053,[52.52437,52.52003,52.53878,52.49973,52.51667,52.51559,52.55035,52.49376,52.52921,52.54734,52.51853,52.52635,52.56926,52.48863,52.55632,52.47719,52.57173,52.51395,52.50146,52.48106,52.46667,52.54608,52.58483,52.50575,52.56667,52.5871,52.46667,52.48333,52.53048,52.58295,52.47133,52.59293,52.46583,52.56681,52.49005,52.51667,52.59976,52.60242,52.59841,52.5752,52.51708,52.44293,52.45606,52.48419,52.59319,52.57601,52.47517,52.50906,52.4378],[13.41053,13.40489,13.42443,13.40338,13.36667,13.45482,13.39139,13.44469,13.47267,13.35594,13.34178,13.33903,13.40186,13.4586,13.46649,13.43126,13.43757,13.49975,13.4934,13.47276,13.4,13.5013,13.40272,13.50812,13.33333,13.36855,13.35,13.31667,13.29371,13.47811,13.32813,13.45516,13.48523,13.51255,13.29602,13.28333,13.37774,13.43019,13.35766,13.51559,13.27636,13.43388,13.332,13.53185,13.32127,13.29389,13.29071,13.5534,13.38109],[true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true],52.52437,13.41053,10000,[52.52437,52.52003,52.53878,52.49973,52.51667,52.51559,52.55035,52.49376,52.52921,52.54734,52.51853,52.52635,52.56926,52.48863,52.55632,52.47719,52.57173,52.51395,52.50146,52.48106,52.46667,52.54608,52.58483,52.50575,52.56667,52.5871,52.46667,52.48333,52.53048,52.58295,52.47133,52.59293,52.46583,52.56681,52.49005,52.51667,52.59976,52.60242,52.59841,52.5752,52.51708,52.44293,52.45606,52.48419,52.59319,52.57601,52.47517,52.50906,52.4378],[13.41053,13.40489,13.42443,13.40338,13.36667,13.45482,13.39139,13.44469,13.47267,13.35594,13.34178,13.33903,13.40186,13.4586,13.46649,13.43126,13.43757,13.49975,13.4934,13.47276,13.4,13.5013,13.40272,13.50812,13.33333,13.36855,13.35,13.31667,13.29371,13.47811,13.32813,13.45516,13.48523,13.51255,13.29602,13.28333,13.37774,13.43019,13.35766,13.51559,13.27636,13.43388,13.332,13.53185,13.32127,13.29389,13.29071,13.5534,13.38109],[true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true,true],52.52437,13.41053,10000,24,0]
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
                b.name_folded = $4
                AND b.search_document @@ to_tsquery('german', $3)
                AND (
                  status = 'published'
                  AND deleted_at IS NULL
                )
                AND earth_box (ll_to_earth ($13::float8, $14::float8), $6) @> business_earth (b.latitude, b.longitude)
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
                          unnest($7::float8[], $8::float8[], $9::boolean[]) AS point(latitude, longitude, inside)
                        WHERE
                          point.inside
                          OR sec_to_gc (
                            sqrt(
                              (
                                (earth () * cos(radians($10::float8))) * cos(radians($11::float8)) - (earth () * cos(radians(point.latitude))) * cos(radians(point.longitude))
                              ) * (
                                (earth () * cos(radians($10::float8))) * cos(radians($11::float8)) - (earth () * cos(radians(point.latitude))) * cos(radians(point.longitude))
                              ) + (
                                (earth () * cos(radians($10::float8))) * sin(radians($11::float8)) - (earth () * cos(radians(point.latitude))) * sin(radians(point.longitude))
                              ) * (
                                (earth () * cos(radians($10::float8))) * sin(radians($11::float8)) - (earth () * cos(radians(point.latitude))) * sin(radians(point.longitude))
                              ) + (
                                earth () * sin(radians($10::float8)) - earth () * sin(radians(point.latitude))
                              ) * (
                                earth () * sin(radians($10::float8)) - earth () * sin(radians(point.latitude))
                              )
                            )
                          ) <= $12
                      ) AS point
                  )
                ) IS TRUE
              ORDER BY
                (NOT b.verified) ASC,
                (- b.rating_avg) ASC,
                (- b.review_count) ASC,
                b.name ASC,
                b.id ASC
              LIMIT
                $5
            )
            UNION ALL
            (
              SELECT
                walk.*
              FROM
                (
                  SELECT
                    point.latitude,
                    point.longitude
                  FROM
                    unnest($15::float8[], $16::float8[], $17::boolean[]) AS point(latitude, longitude, inside)
                  WHERE
                    point.inside
                    OR sec_to_gc (
                      sqrt(
                        (
                          (earth () * cos(radians($18::float8))) * cos(radians($19::float8)) - (earth () * cos(radians(point.latitude))) * cos(radians(point.longitude))
                        ) * (
                          (earth () * cos(radians($18::float8))) * cos(radians($19::float8)) - (earth () * cos(radians(point.latitude))) * cos(radians(point.longitude))
                        ) + (
                          (earth () * cos(radians($18::float8))) * sin(radians($19::float8)) - (earth () * cos(radians(point.latitude))) * sin(radians(point.longitude))
                        ) * (
                          (earth () * cos(radians($18::float8))) * sin(radians($19::float8)) - (earth () * cos(radians(point.latitude))) * sin(radians(point.longitude))
                        ) + (
                          earth () * sin(radians($18::float8)) - earth () * sin(radians(point.latitude))
                        ) * (
                          earth () * sin(radians($18::float8)) - earth () * sin(radians(point.latitude))
                        )
                      )
                    ) <= $20
                ) AS point
                CROSS JOIN LATERAL (
                  SELECT
                    b.id AS "id",
                    b.name AS "name",
                    b.created_at AS "createdAt",
                    1 AS "tier",
                    (NOT b.verified) AS "k0",
                    (- b.rating_avg)::text AS "k1",
                    (- b.review_count) AS "k2"
                  FROM
                    businesses b
                  WHERE
                    b.name_document @@ to_tsquery('german', $3)
                    AND b.name_folded <> $4
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
                    $5
                ) AS walk
              ORDER BY
                walk."k0" ASC,
                walk."k1"::numeric ASC,
                walk."k2" ASC,
                walk."name" ASC,
                walk."id" ASC
              LIMIT
                $5
            )
            UNION ALL
            (
              SELECT
                walk.*
              FROM
                (
                  SELECT
                    point.latitude,
                    point.longitude
                  FROM
                    unnest($21::float8[], $22::float8[], $23::boolean[]) AS point(latitude, longitude, inside)
                  WHERE
                    point.inside
                    OR sec_to_gc (
                      sqrt(
                        (
                          (earth () * cos(radians($24::float8))) * cos(radians($25::float8)) - (earth () * cos(radians(point.latitude))) * cos(radians(point.longitude))
                        ) * (
                          (earth () * cos(radians($24::float8))) * cos(radians($25::float8)) - (earth () * cos(radians(point.latitude))) * cos(radians(point.longitude))
                        ) + (
                          (earth () * cos(radians($24::float8))) * sin(radians($25::float8)) - (earth () * cos(radians(point.latitude))) * sin(radians(point.longitude))
                        ) * (
                          (earth () * cos(radians($24::float8))) * sin(radians($25::float8)) - (earth () * cos(radians(point.latitude))) * sin(radians(point.longitude))
                        ) + (
                          earth () * sin(radians($24::float8)) - earth () * sin(radians(point.latitude))
                        ) * (
                          earth () * sin(radians($24::float8)) - earth () * sin(radians(point.latitude))
                        )
                      )
                    ) <= $26
                ) AS point
                CROSS JOIN LATERAL (
                  SELECT
                    b.id AS "id",
                    b.name AS "name",
                    b.created_at AS "createdAt",
                    2 AS "tier",
                    (NOT b.verified) AS "k0",
                    (- b.rating_avg)::text AS "k1",
                    (- b.review_count) AS "k2"
                  FROM
                    businesses b
                  WHERE
                    b.search_document @@ to_tsquery('german', $3)
                    AND NOT (b.name_document @@ to_tsquery('german', $3))
                    AND b.name_folded <> $4
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
                    $5
                ) AS walk
              ORDER BY
                walk."k0" ASC,
                walk."k1"::numeric ASC,
                walk."k2" ASC,
                walk."name" ASC,
                walk."id" ASC
              LIMIT
                $5
            )
          ) AS page
        LIMIT
          $27
        OFFSET
          $28
      ) AS page
  ) AS page
  JOIN businesses b ON b.id = page."id";
