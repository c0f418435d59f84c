/** Deployment settings read once from the environment. */
export const config = {
  /** Mumbai: most readers are in India. Must match the rewrite in firebase.json. */
  region: process.env.FUNCTIONS_REGION ?? 'asia-south1',
};

/**
 * How many proxies in front of the `api` function append the client's address to
 * X-Forwarded-For: Firebase Hosting's one hop (the local host plays that hop too). Express then
 * takes the address that hop saw as the client, and anything a client wrote into the header
 * itself is ignored. `TRUST_PROXY_HOPS` changes it for another front end (a load balancer adds one).
 */
export function trustedProxyHops(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.TRUST_PROXY_HOPS;
  if (raw === undefined || raw === '') return 1;
  const hops = Number(raw);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) throw new Error(`TRUST_PROXY_HOPS must be a whole number from 0 to 10, not '${raw}'`);
  return hops;
}
