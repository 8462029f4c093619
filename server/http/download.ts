/** A generated file as the download helper expects it: the bytes, never cached, saved under `fileName`. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const PDF_TYPE = 'application/pdf';

export function fileDownload(bytes: Uint8Array, fileName: string, contentType = XLSX_TYPE): Response {
  // The ASCII fallback keeps the extension; browsers use the UTF-8 name.
  const fallback = `download${fileName.slice(fileName.lastIndexOf('.'))}`;
  return new Response(new Uint8Array(bytes), {
    headers: {
      'content-type': contentType,
      'content-disposition': `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      'cache-control': 'private, no-store',
    },
  });
}
