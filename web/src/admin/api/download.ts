/** Files the console downloads from the API (the CSV exports): the answer saved under the name the server gives it. */
import { apiRequest } from '../../api/request';

/**
 * GETs `path` (signed in, as every console call) and saves the answer as a file: the name from its
 * Content-Disposition, else `fallbackName`.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const res = await apiRequest('GET', path);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download by now; the blob's memory is freed a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
