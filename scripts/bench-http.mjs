// What the benches ask the local stack alike (scripts/bench-api.mjs, bench-api-groups.mjs,
// bench-signup-timing.mjs).

/**
 * Settles with the milliseconds from `started` (process.hrtime.bigint()) until `res`'s body has
 * ended; any status but 200 or 206 (a Content-Range from Prefer: count=...) rejects, naming `what`.
 */
export function timeResponse(res, started, what, resolve, reject) {
  res.resume();
  res.on('end', () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (res.statusCode !== 200 && res.statusCode !== 206)
      reject(new Error(`${what}: HTTP ${res.statusCode}`));
    else resolve(ms);
  });
}

/** Makes an account through the stack's admin API (with the service role key): its answer. */
export function createUser(stack, user) {
  return fetch(`${stack.apiUrl}/auth/v1/admin/users`, {
    method: 'POST',
    headers: {
      apikey: stack.serviceRoleKey,
      Authorization: `Bearer ${stack.serviceRoleKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(user),
  });
}
