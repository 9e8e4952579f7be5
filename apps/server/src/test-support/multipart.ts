// multipart/form-data bodies for app.inject, encoded by the platform's own FormData, as a browser sends them.
export interface FilePart {
  bytes: Uint8Array;
  /** What the sender claims; the server must not believe it. */
  filename: string;
  type: string;
}

export interface MultipartBody {
  payload: Buffer;
  headers: { 'content-type': string };
}

export async function multipartBody(
  fields: Record<string, string>,
  files: Record<string, FilePart> = {},
): Promise<MultipartBody> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of Object.entries(files)) {
    form.append(name, new Blob([file.bytes], { type: file.type }), file.filename);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}
