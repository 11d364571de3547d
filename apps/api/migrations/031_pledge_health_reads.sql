-- The screens' pool health (apps/api/src/pledge/rates.ts, todayHealthPpm) reads the flexible
-- stakes of the last two days and the fixed orders not matured before today: both by time,
-- so the read grows with what is recent or active, not with every stake and order ever.
CREATE INDEX flexible_events_at_idx ON flexible_events (at);
CREATE INDEX fixed_orders_maturity_time_idx ON fixed_orders (maturity_time);
