// Saves a file the server writes (favourites, a playlist, a copy of one's account) under the name the
// server gives it, with the listener's token: the files are private.
import { ApiError } from './api';
import { tokenStorage } from './token-storage';

export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const token = tokenStorage.get();
  const response = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new ApiError(response.status, 'http_error', response.statusText);
  // The real name (filename*, any script) before the ASCII stand-in.
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const name = encoded ? decodeURIComponent(encoded) : (/filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
