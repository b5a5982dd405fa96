-- "Friseur" in Berlin (bench scenario trade-city); written by npm run search:sql -w backend

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

-- statistic: frequentInPlace
-- parameters: [["berlin"],"'friseur':*","􏿿",200]
SELECT
  EXISTS (
    SELECT
      1
    FROM
      (
        SELECT
          place || '|' || (
            regexp_match(
              to_tsquery('german', $2)::text,
              '^''([^'']+)'':\*$'
            )
          ) [1] AS prefix,
          length(place) + 2 AS word_start
        FROM
          unnest($1::text[]) AS place
      ) AS q
      CROSS JOIN LATERAL (
        SELECT
          t.term,
          t.documents
        FROM
          search_terms t
        WHERE
          t.kind = 'l'
          AND t.term >= q.prefix
          AND t.term < q.prefix || $3
          AND t.documents > 0
      ) AS t
    GROUP BY
      substr(t.term, q.word_start)
    HAVING
      sum(t.documents) > $4
  ) AS frequent;

-- page: topRatedFirst (idx_businesses_top_rated_city_names)
-- parameters: ["berlin","'friseur':*","friseur",24,["berlin"],"( 'friseur' | 'friseursalon' | 'friseurteam' )",24,0]
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
                CASE
                  WHEN b.name_folded = $3 THEN 0
                  ELSE 1
                END AS "tier",
                (NOT b.verified) AS "k0",
                (- b.rating_avg)::text AS "k1",
                (- b.review_count) AS "k2"
              FROM
                businesses b
              WHERE
                (
                  b.name_folded = $3
                  OR (
                    qualified_words (b.city_folded, b.name_document) @@ qualified_words_query ($5::text[], $6::tsquery)
                    AND (
                      verified
                      AND rating_avg >= 4.5
                    )
                    AND (
                      status = 'published'
                      AND deleted_at IS NULL
                    )
                  )
                )
                AND (
                  b.name_folded <> $3
                  OR (
                    b.name_folded = $3
                    AND b.search_document @@ to_tsquery('german', $2)
                    AND (
                      status = 'published'
                      AND deleted_at IS NULL
                    )
                    AND b.city_folded = $1
                  )
                )
                AND (
                  b.name_folded = $3
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
                $4
            )
          ) AS page
        LIMIT
          $7
        OFFSET
          $8
      ) AS page
  ) AS page
  JOIN businesses b ON b.id = page."id";

-- page: walkListing (idx_businesses_city_listing), when the first did not fill the page
-- parameters: ["berlin","'friseur':*","friseur",24,24,0]
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
        b.name_folded = $3
        AND b.search_document @@ to_tsquery('german', $2)
        AND (
          status = 'published'
          AND deleted_at IS NULL
        )
        AND b.city_folded = $1
      ORDER BY
        (NOT b.verified) ASC,
        (- b.rating_avg) ASC,
        (- b.review_count) ASC,
        b.name ASC,
        b.id ASC
      LIMIT
        $4
    )
    UNION ALL
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
        1 AS "tier",
        (NOT b.verified) AS "k0",
        (- b.rating_avg)::text AS "k1",
        (- b.review_count) AS "k2"
      FROM
        businesses b
      WHERE
        b.name_document @@ to_tsquery('german', $2)
        AND b.name_folded <> $3
        AND (
          status = 'published'
          AND deleted_at IS NULL
        )
        AND b.city_folded = $1
      ORDER BY
        (NOT b.verified) ASC,
        (- b.rating_avg) ASC,
        (- b.review_count) ASC,
        b.name ASC,
        b.id ASC
      LIMIT
        $4
    )
    UNION ALL
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
        2 AS "tier",
        (NOT b.verified) AS "k0",
        (- b.rating_avg)::text AS "k1",
        (- b.review_count) AS "k2"
      FROM
        businesses b
      WHERE
        b.search_document @@ to_tsquery('german', $2)
        AND NOT (b.name_document @@ to_tsquery('german', $2))
        AND b.name_folded <> $3
        AND (
          status = 'published'
          AND deleted_at IS NULL
        )
        AND b.city_folded = $1
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
