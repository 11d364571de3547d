-- The team's tree is settled by one pass bottom-up over its members in keyset pages
-- (apps/api/src/team/tree.ts), linear in members however deep the tree; the function that took
-- two statements per depth goes, and with it the indexes only its passes read.
DROP FUNCTION team_settle(
  TEXT, TIMESTAMPTZ, TIMESTAMPTZ, TEXT[], NUMERIC, NUMERIC[], INTEGER[], INTEGER[], INTEGER, NUMERIC
);
DROP INDEX team_stats_depth_idx;
DROP INDEX team_stats_referrer_idx;
