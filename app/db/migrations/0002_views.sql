-- The analytics view the spec names: one row per path, most visited first when ordered by visit_count.
CREATE VIEW page_visit_counts AS
SELECT
  page_path,
  (array_agg(page_title ORDER BY visited_at DESC))[1] AS page_title,
  count(*)::integer AS visit_count,
  count(DISTINCT (visited_at AT TIME ZONE 'Europe/London')::date)::integer AS unique_days,
  max(visited_at) AS last_visit
FROM page_visit
GROUP BY page_path;
