import { API_PREFIX } from '@rima/shared/constants';

/**
 * Saves a file the API answers to a signed-in seller: the token travels in a header, which a plain link
 * cannot send, so the file is fetched and handed to the browser as a download.
 */
export async function downloadFile(path: string, token: string | undefined, fileName: string): Promise<void> {
  const res = await fetch(`${API_PREFIX}${path}`, { headers: token ? { 'x-access-token': token } : {} });
  if (!res.ok) throw new Error(`Download failed (${res.status})`);
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
