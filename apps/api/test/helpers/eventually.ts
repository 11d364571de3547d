/**
 * Retries `check` until it passes or `ms` is over: for what travels between instances or
 * connections (a NOTIFY, a Redis key), which arrives soon but not within the same call. The
 * default only ends a wait that will never pass: on a loaded machine "soon" can be seconds.
 */
export async function eventually(check: () => Promise<void>, ms = 60_000) {
  const end = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > end) throw error;
      await new Promise((r) => setTimeout(r, 25));
    }
  }
}
