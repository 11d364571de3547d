-- The reference price's observations (docs/insurance.md "Market price"): the
-- pair's cumulative price of the asset in USDD (Uniswap V2's price accumulator, UQ112x112 per
-- second, extended to the observation's time as the oracle library does), at a time in unix
-- seconds. The reference is the average between an observation a window old and now.
CREATE TABLE price_observations (
  asset TEXT NOT NULL CHECK (asset IN ('X', 'TNB')),
  t BIGINT NOT NULL,
  cumulative NUMERIC(78, 0) NOT NULL CHECK (cumulative >= 0),
  -- The block the accumulator was read at.
  block BIGINT NOT NULL,
  PRIMARY KEY (asset, t)
);
