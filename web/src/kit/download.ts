import type { Download } from '@nbxt/core/http/transport.ts';

/**
 * Save a download fetched by core (token in the header, never in a URL) as a file: the body becomes a
 * blob behind a temporary object URL that a hidden link clicks.
 */
export async function saveDownload(download: Download): Promise<void> {
  const blob = await new Response(download.body).blob();
  const url = URL.createObjectURL(new Blob([blob], { type: download.contentType || blob.type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = download.fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
