/** Deployment settings read once from the environment. */
export const config = {
  /** Mumbai: most readers are in India. Must match the rewrite in firebase.json. */
  region: process.env.FUNCTIONS_REGION ?? 'asia-south1',
};
