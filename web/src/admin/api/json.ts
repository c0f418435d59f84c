/** The JSON body of an answer the request helper already checked. */
export async function readJson<T>(res: Promise<Response>): Promise<T> {
  return (await (await res).json()) as T;
}
