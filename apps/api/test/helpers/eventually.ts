/**
 * Retries `check` until it passes or `ms` is over: for what travels between instances or
 * connections (a NOTIFY, a Redis key), which arrives soon but not within the same call.
 */
export async function eventually(check: () => Promise<void>, ms = 3000) {
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
