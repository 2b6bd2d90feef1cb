import type { ExportFormat } from '@core/exports/api';
import { api, parseJson } from './api';

/*
 * Taking one's data out (docs/exports.md). The server makes the file as it sends it; the browser
 * downloads it by following a short-lived address, as a link, because a download started from
 * script with a bearer token would have to hold the whole file in memory first.
 */
const schemas = () => import('@core/exports/api');

export type { ExportFormat };

/** Starts the download of `format`: the signed-in person's own data, or client `clientId`'s for their coach. */
export async function downloadExport(format: ExportFormat, clientId: string | null): Promise<void> {
  const link = await parseJson(
    api().http.post(`exports/${format}/link`, { json: clientId ? { client_id: clientId } : {} }),
    schemas().then((s) => s.exportLinkSchema),
  );
  const anchor = document.createElement('a');
  anchor.href = link.url;
  // The server names the file (Content-Disposition); `download` keeps the app where it is.
  anchor.download = '';
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}
