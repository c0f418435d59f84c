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

/**
 * The site's public origin, for links that leave the site (Telegram posts link to articles).
 * SITE_URL when set (e.g. https://cryptolekh.in); else, deployed, the project's default Hosting
 * domain (https://{project}.web.app); else the local host's default address.
 */
export function siteUrlFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  const raw = env.SITE_URL?.trim();
  if (raw) {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new Error(`SITE_URL must be the site's origin, such as https://cryptolekh.in, not '${raw}'`);
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || url.search || url.hash) {
      throw new Error(`SITE_URL must be the site's http(s) origin without credentials, query or fragment, not '${raw}'`);
    }
    return url.href.replace(/\/+$/, '');
  }
  const project = env.GCLOUD_PROJECT || env.GCP_PROJECT;
  if (project && !project.startsWith('demo-')) return `https://${project}.web.app`;
  return `http://localhost:${env.PORT || 5000}`;
}

/**
 * INVITE_MAIL_COLLECTION: the collection of Firebase's "Trigger Email from Firestore" extension
 * that staff invitations also write their email to (docs/staff.md); unset, no email is written.
 * A collection path: `mail`, or `a/b/mail` (an odd number of segments).
 */
export function inviteMailCollectionFromEnv(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const name = env.INVITE_MAIL_COLLECTION?.trim();
  if (!name) return undefined;
  const segments = name.split('/');
  if (segments.length % 2 === 0 || segments.some((s) => !s || s === '.' || s === '..' || s.startsWith('__'))) {
    throw new Error(`INVITE_MAIL_COLLECTION must be a Firestore collection path such as mail, not '${name}'`);
  }
  return name;
}
